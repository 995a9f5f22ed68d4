import { useLatest, useT } from '@atelier/core';
import { useMemo } from 'react';
import { hostStyleNonce } from '../frame/hostStyleNonce';
import type { RemoteImageLabel } from '../frame/remoteImagePlaceholder';
import { readersNamespace } from '../i18n/readersNamespace';

export interface FrameOptions {
  /** The page's style nonce for the frame's `<style>` elements (null on a page without one). */
  nonce: string | null;
  /** The name of the placeholder for an image a book wanted from the internet, in the reader's language. */
  remoteImageLabel: RemoteImageLabel;
}

/**
 * What a reader frame takes from the page around it. Stable for the reader's life, so a book is
 * not reopened when the language changes; the label follows the language from then on.
 */
export function useFrameOptions(): FrameOptions {
  const t = useT(readersNamespace);
  const tRef = useLatest(t);
  return useMemo(
    () => ({
      nonce: hostStyleNonce(),
      remoteImageLabel: (alt) => (alt ? tRef.current('frame.remoteImageNamed', { alt }) : tRef.current('frame.remoteImage')),
    }),
    [tRef],
  );
}
