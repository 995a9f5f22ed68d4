const HOST = 'book.invalid';
// Both schemes: `http:x.png` is relative under an http page and absolute under an https one.
const BASES = [`http://${HOST}/book/`, `https://${HOST}/book/`];
const NETWORK = new Set(['http:', 'https:', 'ftp:', 'file:', 'ws:', 'wss:']);

/** `value` as the browser would resolve it in a book's page, under either scheme; null when unparseable. */
function resolutions(value: string): URL[] | null {
  try {
    return BASES.map((base) => new URL(value, base));
  } catch {
    return null;
  }
}

/**
 * Whether a URL written in a book leads out of it: anything but a path inside the book (the
 * reader resolves those to its own files), `data:` or `blob:`. Judged with the browser's own URL
 * parser, so `//host`, `\\host`, `http:host`, tabs inside the scheme and the like count as the
 * addresses they are. An unparseable value counts too: it has no use in a book.
 */
export function isRemoteUrl(value: string): boolean {
  const urls = resolutions(value);
  if (!urls) return true;
  return urls.some((url) => url.protocol !== 'data:' && url.protocol !== 'blob:' && url.host !== HOST);
}

/**
 * Whether text that may be a URL names a place on the network. Strings in CSS are mostly text
 * (`content: "Note: …"`), so one is only judged a URL when it resolves to a network scheme.
 */
export function reachesNetwork(value: string): boolean {
  const urls = resolutions(value);
  return urls !== null && urls.some((url) => NETWORK.has(url.protocol) && url.host !== HOST);
}
