/**
 * The host page's CSP nonce for `<style>` elements, as styled-components and Vite find it: a
 * `<meta property="csp-nonce">` (its `nonce`, which browsers hide from the attribute once the
 * page has a policy, or its `content`), else `__webpack_nonce__`. Reader frames are srcdoc
 * documents, which inherit the page's policy, so their own `<style>` elements need it too.
 */
export function hostStyleNonce(doc: Document | undefined = globalThis.document): string | null {
  const meta = doc?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const fromMeta = meta ? meta.nonce || meta.getAttribute('nonce') || meta.getAttribute('content') : null;
  const webpack = (globalThis as { __webpack_nonce__?: unknown }).__webpack_nonce__;
  return fromMeta || (typeof webpack === 'string' && webpack ? webpack : null);
}
