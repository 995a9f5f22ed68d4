/** `"text/ch1.html"` + `"../images/a.png"` → `"images/a.png"`: a relative reference inside the book's folder. */
export function resolveBookPath(from: string, ref: string): string {
  const clean = ref.split('#')[0]?.split('?')[0] ?? '';
  let decoded = clean;
  try {
    decoded = decodeURIComponent(clean);
  } catch {
    // A malformed escape: match it as written.
  }
  const parts = decoded.startsWith('/') ? [] : from.split('/').slice(0, -1);
  for (const segment of decoded.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}
