import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { AppConfig } from '../config/AppConfig';
import type { LanguageCode } from '../i18n/languages';
import type { AppStores } from '../stores/createStores';
import { AppProvider } from '../provider/AppProvider';

export const testConfig: AppConfig = {
  libraryApi: { baseUrl: 'http://localhost/api-base' },
  storage: { backend: null },
};

/** Renders a widget inside an `AppProvider` (English, light) for Testing Library tests. */
export function renderWithProvider(
  ui: ReactElement,
  { config = testConfig, locale = 'en-US', stores, ...options }: RenderOptions & { config?: AppConfig; locale?: LanguageCode; stores?: AppStores } = {},
): RenderResult {
  return render(ui, {
    wrapper: ({ children }) => (
      <AppProvider config={config} locale={locale} colorScheme="light" {...(stores ? { stores } : {})}>
        {children}
      </AppProvider>
    ),
    ...options,
  });
}
