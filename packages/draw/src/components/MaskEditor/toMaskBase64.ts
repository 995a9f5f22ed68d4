/**
 * Reference §1.2/§6.5: the mask is a black/white PNG the size of the image, painted parts white,
 * pixels thresholded at 128, sent as raw base64 without the `data:` prefix.
 */
export function toMaskBase64(strokes: HTMLCanvasElement): string {
  const out = document.createElement('canvas');
  out.width = strokes.width;
  out.height = strokes.height;
  const ctx = out.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  const source = strokes.getContext('2d')?.getImageData(0, 0, strokes.width, strokes.height);
  const image = ctx.createImageData(out.width, out.height);
  for (let i = 0; i < image.data.length; i += 4) {
    const painted = (source?.data[i + 3] ?? 0) >= 128;
    const v = painted ? 255 : 0;
    image.data[i] = v;
    image.data[i + 1] = v;
    image.data[i + 2] = v;
    image.data[i + 3] = 255;
  }
  ctx.putImageData(image, 0, 0);
  return out.toDataURL('image/png').split(',')[1] ?? '';
}

export function hasPaint(strokes: HTMLCanvasElement): boolean {
  const data = strokes.getContext('2d')?.getImageData(0, 0, strokes.width, strokes.height).data;
  if (!data) return false;
  for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) >= 128) return true;
  return false;
}
