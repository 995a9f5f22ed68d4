import fc from 'fast-check';

/** One edit of a document, positions as fractions of its length so they apply to any length. */
type Mutation =
  | { kind: 'insert'; at: number; text: string }
  | { kind: 'delete'; at: number; length: number }
  /** A slice repeated many times: the shape that makes backtracking parsers blow up. */
  | { kind: 'repeat'; at: number; length: number; times: number }
  | { kind: 'truncate'; at: number };

function apply(text: string, mutation: Mutation): string {
  const at = Math.floor(mutation.at * text.length);
  switch (mutation.kind) {
    case 'insert':
      return text.slice(0, at) + mutation.text + text.slice(at);
    case 'delete':
      return text.slice(0, at) + text.slice(at + mutation.length);
    case 'repeat': {
      const slice = text.slice(at, at + mutation.length);
      return text.slice(0, at) + slice.repeat(mutation.times) + text.slice(at);
    }
    case 'truncate':
      return text.slice(0, at);
  }
}

/**
 * Variants of `base`: syntax `tokens` inserted, slices dropped or repeated up to `maxRepeat`
 * times, the end cut off, one to five edits in a row.
 */
export function mutationsOf(base: string, tokens: string[], maxRepeat = 20_000): fc.Arbitrary<string> {
  const at = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true });
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ kind: fc.constant('insert' as const), at, text: fc.oneof(fc.constantFrom(...tokens), fc.string({ unit: 'binary-ascii', maxLength: 8 })) }),
    fc.record({ kind: fc.constant('delete' as const), at, length: fc.integer({ min: 1, max: 40 }) }),
    fc.record({ kind: fc.constant('repeat' as const), at, length: fc.integer({ min: 1, max: 24 }), times: fc.integer({ min: 2, max: maxRepeat }) }),
    fc.record({ kind: fc.constant('truncate' as const), at }),
  );
  return fc.array(mutation, { minLength: 1, maxLength: 5 }).map((edits) => edits.reduce(apply, base));
}

/** Strings made of a syntax's pieces, so parsers are driven through their states, not just their errors. */
export function tokenSoup(tokens: string[], maxLength = 2000): fc.Arbitrary<string> {
  return fc.array(fc.oneof(fc.constantFrom(...tokens), fc.string({ unit: 'binary', maxLength: 4 })), { maxLength }).map((parts) => parts.join(''));
}

/** Milliseconds `work` took. */
export function timed(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}
