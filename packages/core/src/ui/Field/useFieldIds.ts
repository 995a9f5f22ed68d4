import { useId } from 'react';

export interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
}

/** Ids that tie a label, hint and error to their control for screen readers. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  return { controlId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** The `aria-describedby` value: the caller's own ids, the hint, then the error; undefined when empty. */
export function describedBy(ids: FieldIds, hint: unknown, error: unknown, own?: string): string | undefined {
  return [own, hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
}
