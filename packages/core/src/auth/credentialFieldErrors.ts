import { fieldErrorMessage } from '../errors/errorMessage';
import type { CoreMessages } from '../i18n/coreNamespace';
import type { TranslateFn } from '../i18n/useT';
import type { CredentialField, CredentialProblems } from '../machines/credentialProblems';

/** Translated field errors of the login and register forms, by field. */
export type CredentialFieldErrors = Partial<Record<CredentialField, string>>;

/** Worded like the server's VALIDATION_FAILED fields (`fieldErrorMessage`), so both read the same. */
export function credentialFieldErrors(t: TranslateFn<CoreMessages>, problems: CredentialProblems): CredentialFieldErrors {
  const errors: CredentialFieldErrors = {};
  for (const field of Object.keys(problems) as CredentialField[]) errors[field] = fieldErrorMessage(t, problems[field]!);
  return errors;
}
