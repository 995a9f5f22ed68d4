import type { TranslateFn } from '../i18n/useT';
import type { AuthError } from '../machines/authErrors';
import type en from '../locales/en-US/core.json';

/** Spec §8 messages for each auth error code. */
export function authErrorMessage(t: TranslateFn<typeof en>, error: AuthError): string {
  switch (error.code) {
    case 'LOGIN_TIMEOUT':
      return t('login.timeout');
    case 'LOGIN_FAILED':
      return t('login.failed', { detail: error.detail });
    case 'LOGIN_EXCEPTION':
      return t('login.exception', { detail: error.detail });
    case 'REGISTER_FAILED':
      return t('login.registerFailed', { detail: error.detail });
    case 'REGISTER_EXCEPTION':
      return t('login.registerException', { detail: error.detail });
    case 'AUTO_LOGIN_FAILED':
      return t('login.autoLoginFailed');
  }
}
