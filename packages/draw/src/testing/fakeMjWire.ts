import type { MjSubmitResult } from '../api/types';
import { solidPng } from './solidPng';

// The fake midjourney-proxy's wire: its answers' shapes and the image bytes it serves.

export const DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=]+$/;
export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, mj-api-secret, authorization',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...CORS } });
export const submitted = (id: string, description = 'Submit success'): MjSubmitResult => ({ code: 1, description, result: id, properties: { discordInstanceId: '1' } });
export const refused = (code: number, description: string, properties: Record<string, unknown> = {}): MjSubmitResult => ({ code, description, result: null, properties });

/** A finished image: a real PNG (as a proxy's CDN serves), in a colour of its own per id. */
export function finalPng(id: string): Uint8Array<ArrayBuffer> {
  const hue = (Number(id.slice(-6)) * 47) % 360;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (0.55 - 0.27 * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return solidPng(64, 64, [channel(0), channel(8), channel(4)]);
}

export function svg(label: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512"><rect width="512" height="512" fill="hsl(${hue},60%,55%)"/><text x="256" y="270" font-size="48" text-anchor="middle" fill="#fff">${label}</text></svg>`;
}
