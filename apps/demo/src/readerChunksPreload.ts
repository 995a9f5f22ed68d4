// Runs first in the app's entry (index.html names it before main.tsx), before the app's own code:
// on a reader route (`/book/:format/:id`) it asks at once for the reader page's chunks and the
// format's engine, which the router would only ask for once the app has started and matched the
// route. The build writes the lists into the page (`readerChunksPlugin.ts`); in dev there are none.
const list = document.getElementById('atelier-reader-chunks');
const route = /^\/book\/([a-z]+)\/[^/]+/.exec(location.pathname.slice(import.meta.env.BASE_URL.length - 1));
if (list && route) {
  const chunks = JSON.parse(list.textContent ?? '{}') as Record<string, string[] | undefined>;
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
  for (const file of [...(chunks['page'] ?? []), ...(chunks[route[1] ?? ''] ?? [])]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = `${import.meta.env.BASE_URL}${file}`;
    if (nonce) link.nonce = nonce;
    document.head.append(link);
  }
}
