/** JSON-schema fragments shared by routes. Plain objects (no $ref) so OpenAPI output stays self-contained. */

export const BOOK_TYPES = ['epub', 'pdf', 'html', 'txt', 'audio', 'video'] as const;
export const TASK_STATUSES = ['pending', 'uploading', 'completed', 'partial', 'failed', 'cancelled'] as const;

export const uuid = { type: 'string', format: 'uuid' } as const;

/** Free text over several lines (tab and line breaks allowed); other strings are one line (see `TextKind`). */
export const multilineText = (maxLength: number) => ({ type: 'string', maxLength, 'x-text': 'multiline' }) as const;
/** A secret that is only ever hashed, never stored or shown: any character may be part of it. */
export const secret = (minLength: number, maxLength: number) => ({ type: 'string', minLength, maxLength, 'x-text': 'any' }) as const;

export const page = { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 } as const;
export const perPage = { type: 'integer', minimum: 1, maximum: 100, default: 20 } as const;
export const limit = { type: 'integer', minimum: 1, maximum: 100, default: 20 } as const;

export function object(properties: Record<string, unknown>, required: string[] = []) {
  return { type: 'object', additionalProperties: false, properties, required } as const;
}

export const idParams = (name: string) => object({ [name]: uuid }, [name]);

export const emptyQuery = object({});

export const errorBody = {
  type: 'object',
  required: ['code', 'msg'],
  properties: {
    code: { type: 'string' },
    msg: { type: 'string' },
    details: { type: 'object', additionalProperties: true },
  },
} as const;
