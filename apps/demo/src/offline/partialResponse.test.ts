import { describe, expect, it } from 'vitest';
import { partialResponse } from './partialResponse';

const whole = () => new Response(new Uint8Array(Array.from({ length: 100 }, (_, i) => i)), { headers: { 'content-type': 'application/pdf', 'accept-ranges': 'bytes' } });
const bytesOf = async (response: Response) => [...new Uint8Array(await response.arrayBuffer())];

describe('a range of a kept file, as the server would send it', () => {
  it('cuts the asked bytes with their Content-Range', async () => {
    const part = await partialResponse('bytes=10-19', whole());
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 10-19/100');
    expect(part.headers.get('content-length')).toBe('10');
    expect(part.headers.get('content-type')).toBe('application/pdf');
    expect(await bytesOf(part)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('clamps an end past the file, as pdf.js asks for whole chunks of a small file', async () => {
    const part = await partialResponse('bytes=0-262143', whole());
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-99/100');
    expect((await bytesOf(part)).length).toBe(100);
  });

  it('reads open-ended and suffix ranges', async () => {
    expect(await bytesOf(await partialResponse('bytes=95-', whole()))).toEqual([95, 96, 97, 98, 99]);
    expect(await bytesOf(await partialResponse('bytes=-3', whole()))).toEqual([97, 98, 99]);
  });

  it('answers 416 with the size for a range that starts past the end', async () => {
    const part = await partialResponse('bytes=100-200', whole());
    expect(part.status).toBe(416);
    expect(part.headers.get('content-range')).toBe('bytes */100');
  });

  it('sends the whole file for a header it does not read (several ranges, another unit)', async () => {
    for (const header of ['bytes=0-1,5-6', 'items=0-1', 'bytes=-']) {
      const answer = await partialResponse(header, whole());
      expect(answer.status).toBe(200);
      expect((await bytesOf(answer)).length).toBe(100);
    }
  });
});
