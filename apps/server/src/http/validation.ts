import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance, FastifySchema } from 'fastify';

// ajv-formats ships CJS with `exports.default`; under ESM interop the function may sit one level down.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

function createAjv(options: Options): Ajv {
  const ajv = new Ajv({ removeAdditional: false, useDefaults: true, allErrors: true, strict: false, ...options });
  addFormats(ajv);
  return ajv;
}

/** JSON bodies are taken as typed: `"42"` is not a number there. */
const strict = createAjv({ coerceTypes: false });
/** Query strings, params and multipart fields arrive as text, so they are coerced. */
export const coercing = createAjv({ coerceTypes: 'array' });

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<FastifySchema>(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema as object),
  );
}

/** For routes whose body is multipart form fields. */
export function coercingCompiler({ schema }: { schema: FastifySchema }) {
  return coercing.compile(schema as object);
}
