import { lazyModule, Skeleton, useLazyModule } from '@atelier/core';
import type { ComponentType } from 'react';
import type * as moreForms from './moreForms';

type MoreForms = typeof moreForms;

const forms = lazyModule<MoreForms>(() => import('./moreForms'));

/**
 * Starts the download of the forms of the tabs after Imagine (their own chunk: a first visit shows
 * only Imagine). Called when the user reaches the tabs, so a tab's form is usually there when it
 * opens. A failed download is tried again on the next call.
 */
export const preloadMoreForms = forms.preload;

/**
 * One of those forms, with a form-shaped placeholder until its code arrives. A failed download
 * (offline without the cached chunk) is tried again when the tab opens again or the browser is
 * back online.
 */
function lazyForm<P extends object>(pick: (loaded: MoreForms) => ComponentType<P>) {
  return function LazyForm(props: P) {
    const { value: loaded } = useLazyModule(forms);
    if (!loaded) {
      return (
        <div aria-busy="true" data-part="form-loading">
          <Skeleton lines={4} />
        </div>
      );
    }
    const Form = pick(loaded);
    return <Form {...props} />;
  };
}

export const LazyBlendForm = lazyForm((loaded) => loaded.BlendForm);
export const LazyDescribeForm = lazyForm((loaded) => loaded.DescribeForm);
export const LazyFaceSwapForm = lazyForm((loaded) => loaded.FaceSwapForm);
export const LazyDalleForm = lazyForm((loaded) => loaded.DalleForm);
