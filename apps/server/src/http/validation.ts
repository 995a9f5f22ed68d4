import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';

// ajv-formats ships CJS with `exports.default`; under ESM interop the function may sit one level down.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/**
 * What a string field may hold, as `x-text` in its schema. Every string of every route is `line`
 * unless it says otherwise: C0 controls and DEL are never typed on one line (PostgreSQL refuses
 * NUL outright), and a UTF-16 half without its partner is not text at all. `multiline` fields
 * (descriptions) also take tab and line breaks; `any` is for secrets that are only ever hashed.
 */
export type TextKind = 'line' | 'multiline' | 'any';

/* eslint-disable no-control-regex -- control characters are exactly what is refused */
const NOT_TEXT: Record<TextKind, RegExp | null> = {
  line: /[\u0000-\u001f\u007f]|\p{Cs}/u,
  multiline: /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u,
  any: null,
};
/* eslint-enable no-control-regex */

interface TextCheck {
  (kind: TextKind, data: string): boolean;
  errors?: Array<{ keyword: string; message: string; params: Record<string, unknown> }>;
}

const checkText: TextCheck = (kind, data) => {
  const refused = NOT_TEXT[kind];
  if (!refused?.test(data)) return true;
  const message = kind === 'multiline' ? 'must not contain control characters other than tab and line breaks' : 'must not contain control characters';
  checkText.errors = [{ keyword: 'x-text', message, params: { text: kind } }];
  return false;
};

function createAjv(options: Options): Ajv {
  const ajv = new Ajv({ removeAdditional: false, useDefaults: true, allErrors: true, strict: false, ...options });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'x-text', type: 'string', schemaType: 'string', errors: true, validate: checkText });
  return ajv;
}

/** A copy of `schema` in which every string without an `x-text` of its own is `line`. */
export function withTextRule<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withTextRule) as T;
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = withTextRule(value);
  const type = copy['type'];
  if ((type === 'string' || (Array.isArray(type) && type.includes('string'))) && copy['x-text'] === undefined) copy['x-text'] = 'line';
  return copy as T;
}

/** JSON bodies are taken as typed: `"42"` is not a number there. */
const strict = createAjv({ coerceTypes: false });
/** Query strings, params and multipart fields arrive as text, so they are coerced. */
const coercing = createAjv({ coerceTypes: 'array' });

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(withTextRule(schema as object)),
  );
}

/** For routes whose body is multipart form fields. */
export function coercingCompiler({ schema }: { schema: FastifySchema }) {
  return coercing.compile(withTextRule(schema as object));
}
