import { readFile } from 'node:fs/promises';
import { Ajv } from 'ajv';
import bundled from './gpts.json';

/** One entry of the GPTs directory; `id` is what the chat sends as the model (reference §2.8). */
export interface Gpt {
  id: string;
  name: string;
  description: string;
  author: string;
}

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
export const gptSchema = {
  type: 'object',
  required: ['id', 'name', 'description', 'author'],
  properties: { id: text(200), name: text(200), description: text(2000), author: text(200) },
} as const;

const validate = new Ajv({ allErrors: false }).compile<Gpt[]>({ type: 'array', maxItems: 100_000, items: gptSchema });

/** The bundled example catalogue, or GPTS_FILE; a broken file stops the start with the reason. */
export async function loadGpts(file: string | null): Promise<Gpt[]> {
  const data: unknown = file ? JSON.parse(await readFile(file, 'utf8')) : bundled;
  if (!validate(data)) {
    const first = validate.errors?.[0];
    throw new Error(`GPTS_FILE ${file}: ${first?.instancePath || '/'} ${first?.message ?? 'is not a GPTs catalogue'}`);
  }
  // Only the declared fields: a catalogue file may carry more than should be served.
  return data.map(({ id, name, description, author }) => ({ id, name, description, author }));
}

/** Case-insensitive match on name and description, in catalogue order. */
export function searchGpts(gpts: Gpt[], query: string, limit: number): { items: Gpt[]; total: number } {
  const needle = query.trim().toLocaleLowerCase();
  const matches = needle
    ? gpts.filter((g) => g.name.toLocaleLowerCase().includes(needle) || g.description.toLocaleLowerCase().includes(needle))
    : gpts;
  return { items: matches.slice(0, limit), total: matches.length };
}
