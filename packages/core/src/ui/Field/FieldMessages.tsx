import type { ReactNode } from 'react';
import { FieldError, FieldHint } from './Field.styles';
import type { FieldIds } from './useFieldIds';

/** Hint and error lines under a control; the error is announced when it appears. */
export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint: ReactNode; error: ReactNode }) {
  return (
    <>
      {hint ? (
        <FieldHint id={ids.hintId} data-part="hint">
          {hint}
        </FieldHint>
      ) : null}
      {error ? (
        <FieldError id={ids.errorId} data-part="error" role="alert">
          {error}
        </FieldError>
      ) : null}
    </>
  );
}
