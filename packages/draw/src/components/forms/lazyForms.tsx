import { Skeleton } from '@atelier/core';
import { type ComponentType, useEffect, useState } from 'react';
import type * as moreForms from './moreForms';

type MoreForms = typeof moreForms;

let loaded: MoreForms | null = null;
let pending: Promise<MoreForms> | null = null;

/**
 * Starts the download of the forms of the tabs after Imagine (their own chunk: a first visit shows
 * only Imagine). Called when the user reaches the tabs, so a tab's form is usually there when it
 * opens. A failed download is tried again on the next call.
 */
export function preloadMoreForms(): Promise<MoreForms> {
  return (pending ??= import('./moreForms').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  ));
}

/** One of those forms, with a form-shaped placeholder until its code arrives. */
function lazyForm<P extends object>(pick: (forms: MoreForms) => ComponentType<P>) {
  return function LazyForm(props: P) {
    const [forms, setForms] = useState<MoreForms | null>(() => loaded);
    // A failed download (offline without the cached chunk) is tried again when the tab opens again.
    useEffect(() => {
      if (forms) return;
      let live = true;
      preloadMoreForms().then(
        (module) => live && setForms(module),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [forms]);
    if (!forms) {
      return (
        <div aria-busy="true" data-part="form-loading">
          <Skeleton lines={4} />
        </div>
      );
    }
    const Form = pick(forms);
    return <Form {...props} />;
  };
}

export const LazyBlendForm = lazyForm((forms) => forms.BlendForm);
export const LazyDescribeForm = lazyForm((forms) => forms.DescribeForm);
export const LazyFaceSwapForm = lazyForm((forms) => forms.FaceSwapForm);
export const LazyDalleForm = lazyForm((forms) => forms.DalleForm);
