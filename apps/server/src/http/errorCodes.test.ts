import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../../../../packages/core/src/contracts/errorCodes';
import { errorCodeFor } from './errors';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Codes written as literals: `new ApiError(status, 'CODE', …)`, `{ code: <expr>, msg|message … }`
 * bodies, and a `code: 'CODE'` anywhere in an object handed to `.send(…)` (whatever its order).
 */
export function codesIn(source: string): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(/new ApiError\(\s*\d+,\s*'([^']+)'/g)) found.add(match[1]!);
  for (const match of source.matchAll(/\.send\(\s*\{[^}]*?\bcode:\s*'([^']+)'/g)) found.add(match[1]!);
  for (const match of source.matchAll(/\bcode:\s*([^,{}]+?),\s*(?:msg|message)\b/g)) {
    for (const literal of match[1]!.matchAll(/'([^']+)'/g)) found.add(literal[1]!);
  }
  return [...found];
}

describe('the error code list in packages/core/src/contracts', () => {
  it('finds codes the way the server writes them', () => {
    expect(codesIn(`throw new ApiError(409, 'USERNAME_TAKEN', 'taken');`)).toEqual(['USERNAME_TAKEN']);
    expect(codesIn(`reply.send({ status: 'Fail', message: m, code: 'RATE_LIMITED', msg })`)).toEqual(['RATE_LIMITED']);
    expect(codesIn(`{ code: status === 414 ? 'URI_TOO_LONG' : 'BAD_REQUEST', msg: e.message }`)).toEqual(['URI_TOO_LONG', 'BAD_REQUEST']);
    expect(codesIn(`reply.code(423).send({ msg: NO_ACCESS, details: x, code: 'token_check' })`)).toEqual(['token_check']);
  });

  it('holds every code the server sources can answer with', () => {
    const listed = new Set<string>(API_ERROR_CODES);
    const missing = new Map<string, string>();
    const files = sourceFiles(SRC);
    for (const file of files) {
      for (const code of codesIn(readFileSync(file, 'utf8'))) if (!listed.has(code)) missing.set(code, file.slice(SRC.length + 1));
    }
    for (let status = 400; status < 600; status++) {
      const code = errorCodeFor(status);
      if (!listed.has(code)) missing.set(code, `errorCodeFor(${status})`);
    }
    expect(files.length).toBeGreaterThan(20);
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it('lists each code once, in SNAKE_CASE (token_check is the reference clients’ own spelling)', () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    for (const code of API_ERROR_CODES) if (code !== 'token_check') expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});

const LOCALES = join(import.meta.dirname, '../../../../packages/core/src/locales');

describe('every code the server answers with has words in every language', () => {
  // The same sources as above, checked straight against core's locale files: a code added to the
  // server and to the list but not translated fails here too, not only in core's own test.
  const codes = new Set<string>(API_ERROR_CODES);
  for (const file of sourceFiles(SRC)) for (const code of codesIn(readFileSync(file, 'utf8'))) codes.add(code);
  for (let status = 400; status < 600; status++) codes.add(errorCodeFor(status));
  const languages = readdirSync(LOCALES);

  it('covers the 8 languages', () => expect(languages).toHaveLength(8));

  it.each(languages.map((lng) => [lng]))('%s', (lng) => {
    const core = JSON.parse(readFileSync(join(LOCALES, lng, 'core.json'), 'utf8')) as { errors: { codes: Record<string, unknown> } };
    expect([...codes].filter((code) => typeof core.errors.codes[code] !== 'string' || core.errors.codes[code] === '')).toEqual([]);
  });
});
