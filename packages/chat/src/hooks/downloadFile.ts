export { downloadFile } from '@atelier/core';

/** PNG of an element (html-to-image, loaded on demand); rejects when the browser refuses. */
export async function elementToPng(element: HTMLElement, background: string): Promise<string> {
  const { toPng } = await import('html-to-image');
  return toPng(element, { backgroundColor: background, pixelRatio: 2, height: element.scrollHeight, style: { height: 'auto', overflow: 'visible' } });
}
