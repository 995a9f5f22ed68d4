import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Smaller answers gain less than the encoding's own overhead and the client's work to undo it. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses the answers the server writes itself (JSON, text) over 1 KiB, brotli or gzip by
 * Accept-Encoding, on every route registered after it. Routes that send stored bytes opt out with
 * `compress: false` (book files, covers, kept images, chat attachments: Range offsets and the ETag
 * name the bytes as stored, and most are compressed formats already), and so does the built demo
 * (`registerStatic`: precompressed at build). Hijacked replies (tus, the AI relays) never reach the
 * plugin; a relayed SSE stream would not be compressed anyway (`text/event-stream` is excluded
 * below). The plugin itself skips 206s and anything with a Content-Range or a Content-Encoding.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    // Request bodies stay as sent: the relays and tus pass them on byte for byte, and an inflated
    // body would escape the limits that count what arrives on the socket.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // Quality 4: close to gzip's speed on the fly, still smaller than gzip -9.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // The plugin's default list adds `octet-stream`, which is never ours to compress.
    customTypes: /^text\/(?!event-stream)|^application\/(?:[\w.-]+\+)?json(?:;|$)/,
  });
}
