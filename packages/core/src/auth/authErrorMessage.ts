import { errorMessage } from '../errors/errorMessage';
import type { TranslateFn } from '../i18n/useT';
import type { AuthError } from '../machines/authErrors';
import type en from '../locales/en-US/core.json';

/** Spec §8 messages for each auth step; the reason inside is translated by the server's code, never its text. */
export function authErrorMessage(t: TranslateFn<typeof en>, error: AuthError): string {
  switch (error.code) {
    case 'LOGIN_TIMEOUT':
      return t('login.timeout');
    case 'LOGIN_FAILED':
      return t('login.failed', { detail: errorMessage(t, error.error) });
    case 'LOGIN_EXCEPTION':
      return t('login.exception', { detail: errorMessage(t, error.error) });
    case 'REGISTER_FAILED':
      return t('login.registerFailed', { detail: errorMessage(t, error.error) });
    case 'REGISTER_EXCEPTION':
      return t('login.registerException', { detail: errorMessage(t, error.error) });
    case 'AUTO_LOGIN_FAILED':
      return t('login.autoLoginFailed');
  }
}
