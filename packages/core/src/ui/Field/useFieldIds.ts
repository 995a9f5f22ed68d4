import { useId } from 'react';

/** Ids that tie a label, hint and error to their control for screen readers. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const base = id ?? generated;
  return { controlId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

export function describedBy(ids: ReturnType<typeof useFieldIds>, hint: unknown, error: unknown): string | undefined {
  return [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
}
