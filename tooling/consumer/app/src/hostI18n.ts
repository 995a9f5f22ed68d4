import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The host's own i18next: the global default instance, in a language Atelier does not ship, so a
 * widget that wrote into it (language or namespaces) would show.
 */
export const HOST_LANGUAGE = 'en-GB';

export const hostI18n = i18next;

export function initHostI18n(): Promise<unknown> {
  return hostI18n.use(initReactI18next).init({
    lng: HOST_LANGUAGE,
    fallbackLng: false,
    ns: ['host'],
    defaultNS: 'host',
    resources: {
      [HOST_LANGUAGE]: {
        host: {
          title: 'Host page',
          intro: 'A site that installs the Atelier packages from npm.',
          show: 'Show the widgets',
          signIn: 'Sign in',
          signedIn: 'Signed in',
          themed: 'Host theme inside the provider',
          field: 'Host field',
          button: 'Host button',
        },
      },
    },
    interpolation: { escapeValue: false },
  });
}
