import type { TextRule } from '../contracts/formRules';
import { checkField, type FieldProblem } from '../validation/checkField';

/** A field of the login and register forms. */
export type CredentialField = 'userName' | 'password';

/** The rule each credential breaks, by form field; `{}` when the form may be sent. */
export type CredentialProblems = Partial<Record<CredentialField, FieldProblem>>;

const API_FIELD: Record<CredentialField, 'user_name' | 'password'> = { userName: 'user_name', password: 'password' };

export function credentialProblems(
  values: Record<CredentialField, string>,
  rules: Record<'user_name' | 'password', TextRule>,
): CredentialProblems {
  const problems: CredentialProblems = {};
  for (const field of ['userName', 'password'] as const) {
    const problem = checkField(API_FIELD[field], values[field], rules[API_FIELD[field]]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/**
 * After an edit: a field already marked wrong is checked again, so its message goes as soon as it
 * is fixed; fields not yet marked stay quiet until the next submit.
 */
export function recheckShown(
  shown: CredentialProblems,
  values: Record<CredentialField, string>,
  rules: Record<'user_name' | 'password', TextRule>,
): CredentialProblems {
  const now = credentialProblems(values, rules);
  const kept: CredentialProblems = {};
  for (const field of Object.keys(shown) as CredentialField[]) if (now[field]) kept[field] = now[field];
  return kept;
}

export function hasProblems(problems: CredentialProblems): boolean {
  return Object.keys(problems).length > 0;
}
