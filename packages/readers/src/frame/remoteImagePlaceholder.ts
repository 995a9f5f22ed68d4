const FRAME =
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="135" viewBox="0 0 240 135">' +
  '<rect x="1" y="1" width="238" height="133" rx="6" fill="#8882" stroke="#888" stroke-width="2" stroke-dasharray="6 4"/>' +
  '<circle cx="96" cy="52" r="9" fill="#888"/><path d="M70 98l22-26 14 16 12-12 24 22z" fill="#888"/>' +
  '<path d="M150 40l22 22m0-22l-22 22" stroke="#888" stroke-width="4" stroke-linecap="round"/></svg>';

/** A neutral picture frame (grey on any theme) shown where a book asked for an image on the internet. */
export const REMOTE_IMAGE_PLACEHOLDER = `data:image/svg+xml,${encodeURIComponent(FRAME)}`;

/** Marks a placeholder, for the reader's styles and for tests. */
export const REMOTE_IMAGE_ATTRIBUTE = 'data-atelier-remote-image';

/** The accessible name of a placeholder, from the book's own alt text (may be empty). */
export type RemoteImageLabel = (alt: string) => string;

/** Turns an `<img>` that pointed at the internet into the placeholder, named for what is missing. */
export function showRemoteImagePlaceholder(img: Element, label: RemoteImageLabel): void {
  img.setAttribute('src', REMOTE_IMAGE_PLACEHOLDER);
  img.removeAttribute('srcset');
  img.setAttribute('alt', label((img.getAttribute('alt') ?? '').trim()));
  img.setAttribute(REMOTE_IMAGE_ATTRIBUTE, '');
}
