/** The server's rule for a new password (`secret(6, 128)` in apps/server's authRoutes). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export interface PasswordForm {
  current: string;
  next: string;
  repeat: string;
}

export type PasswordFormErrors = Partial<Record<keyof PasswordForm, 'required' | 'tooShort' | 'tooLong' | 'mismatch'>>;

/** Checked before sending, so the server's refusals are the exception, not the way to learn the rules. */
export function checkPasswordForm({ current, next, repeat }: PasswordForm): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  if (!current) errors.current = 'required';
  if (next.length < PASSWORD_MIN) errors.next = 'tooShort';
  else if (next.length > PASSWORD_MAX) errors.next = 'tooLong';
  if (repeat !== next) errors.repeat = 'mismatch';
  return errors;
}
