/** Saves a Blob or data URL under `name` through a temporary link. */
export function downloadFile(data: Blob | string, name: string) {
  const url = typeof data === 'string' ? data : URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.click();
  if (typeof data !== 'string') setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** PNG of an element (html-to-image, loaded on demand); rejects when the browser refuses. */
export async function elementToPng(element: HTMLElement, background: string): Promise<string> {
  const { toPng } = await import('html-to-image');
  return toPng(element, { backgroundColor: background, pixelRatio: 2, height: element.scrollHeight, style: { height: 'auto', overflow: 'visible' } });
}
