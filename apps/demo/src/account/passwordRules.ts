import { REGISTER_RULES } from '@atelier/core';

/** The server's rule for a new password: the one registration uses (core's contracts/formRules). */
export const PASSWORD_MIN = REGISTER_RULES.password.minLength;
export const PASSWORD_MAX = REGISTER_RULES.password.maxLength;

export interface PasswordForm {
  current: string;
  next: string;
  repeat: string;
}

export type PasswordFormErrors = Partial<Record<keyof PasswordForm, 'required' | 'tooShort' | 'tooLong' | 'mismatch'>>;

/** Checked before sending, so the server's refusals are the exception, not the way to learn the rules. */
export function checkPasswordForm({ current, next, repeat }: PasswordForm): PasswordFormErrors {
  const errors: PasswordFormErrors = checkNewPassword({ next, repeat });
  if (!current) errors.current = 'required';
  return errors;
}

/** The new password and its repeat alone (a reset link's form has no current password). */
export function checkNewPassword({ next, repeat }: Pick<PasswordForm, 'next' | 'repeat'>): Pick<PasswordFormErrors, 'next' | 'repeat'> {
  const errors: Pick<PasswordFormErrors, 'next' | 'repeat'> = {};
  // Counted in code points, as the server's validator counts.
  const length = [...next].length;
  if (length < PASSWORD_MIN) errors.next = 'tooShort';
  else if (length > PASSWORD_MAX) errors.next = 'tooLong';
  if (repeat !== next) errors.repeat = 'mismatch';
  return errors;
}
