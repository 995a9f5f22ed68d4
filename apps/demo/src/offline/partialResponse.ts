/**
 * The part of a kept whole file a `Range` request asks for, as a server would send it (RFC 9110
 * §14): one range of bytes, its end clamped to the file (pdf.js asks for 256 KiB chunks whatever
 * the size), `416` with the size when it starts past the end, and the whole file for a header this
 * does not read (several ranges, another unit). Workbox's own helper refuses an end past the file.
 */
export async function partialResponse(range: string, whole: Response): Promise<Response> {
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match || (match[1] === '' && match[2] === '')) return whole;
  const blob = await whole.blob();
  const size = blob.size;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // `bytes=-n`: the last n bytes.
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || end < start) {
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers: { 'content-range': `bytes */${size}` } });
  }
  const headers = new Headers(whole.headers);
  headers.set('content-range', `bytes ${start}-${end}/${size}`);
  headers.set('content-length', String(end - start + 1));
  return new Response(blob.slice(start, end + 1), { status: 206, statusText: 'Partial Content', headers });
}
