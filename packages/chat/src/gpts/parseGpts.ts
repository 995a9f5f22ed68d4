import type { Gpt } from './types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null);
const safeLogo = (v: unknown) => (typeof v === 'string' && /^(https?:\/\/|data:image\/)/i.test(v.trim()) ? v.trim() : null);

/** One entry in our server's shape (`id`, `description`) or the Dooy directory's (`gid`, `info`); null when unusable. */
export function toGpt(item: unknown): Gpt | null {
  if (!isRecord(item)) return null;
  const id = text(item.id ?? item.gid, 200);
  const name = text(item.name, 200);
  // Ids become part of a model name: nothing that could smuggle spaces or separators in.
  if (!id || !name || !/^[\w.-]+$/.test(id)) return null;
  const author = text(item.author, 200);
  const logo = safeLogo(item.logo);
  return { id, name, description: text(item.description ?? item.info, 2000) ?? '', ...(author ? { author } : {}), ...(logo ? { logo } : {}) };
}

/**
 * The search answer: `{items}` from `/api/gpts`, or `{gpts}` / `{data: {list}}` from a Dooy-style
 * directory. Anything else is an error; bad entries are dropped.
 */
export function parseGptsResponse(body: unknown): Gpt[] {
  const data = isRecord(body) && isRecord(body.data) ? body.data : null;
  const list = isRecord(body) ? (body.items ?? body.gpts ?? data?.list) : undefined;
  if (!Array.isArray(list)) throw new Error('Not a GPTs directory answer');
  return list.map(toGpt).filter((g): g is Gpt => g !== null);
}
