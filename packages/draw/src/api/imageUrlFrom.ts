const isAbsolute = (url: string) => /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(url);

/**
 * An image URL as the proxy gave it. An absolute one is used as it is; a relative one (some proxies
 * answer `/attachments/…`) belongs to the proxy, so it is resolved against an absolute proxy
 * address instead of our page.
 */
export function imageUrlFrom(imageUrl: string, baseUrl: string): string {
  if (imageUrl === '' || isAbsolute(imageUrl) || /^(?:data|blob):/i.test(imageUrl) || !isAbsolute(baseUrl)) return imageUrl;
  try {
    return new URL(imageUrl, `${baseUrl.replace(/\/+$/, '')}/`).href;
  } catch {
    return imageUrl;
  }
}
