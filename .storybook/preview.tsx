import { AppProvider, type LanguageCode, SUPPORTED_LANGUAGES } from '@atelier/core';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { allStatesModes } from './modes';

const withAppProvider: Decorator = (Story, context) => {
  // Stories that bring their own provider (the demo's, with its stores) opt out of this one.
  if (context.parameters['appProvider'] === false) return <Story />;
  const locale = (context.globals['locale'] as LanguageCode | undefined) ?? 'en-US';
  const scheme = (context.globals['colorScheme'] as 'light' | 'dark' | 'auto' | undefined) ?? 'light';
  return (
    <AppProvider
      key={locale}
      config={{ libraryApi: { baseUrl: '' }, storage: { backend: null } }}
      locale={locale}
      colorScheme={scheme}
      style={{ minHeight: '100%', padding: 16, background: 'var(--atelier-color-bg)' }}
    >
      <Story />
    </AppProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withAppProvider],
  loaders: [mswLoader()],
  initialGlobals: { locale: 'en-US', colorScheme: 'light' },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: SUPPORTED_LANGUAGES.map((l) => ({ value: l.code, title: l.label })),
        dynamicTitle: true,
      },
    },
    colorScheme: {
      description: 'Color scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'auto', title: 'Auto' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { test: 'error' },
    // Chromatic snapshots only the curated `AllStates` stories (they opt in with
    // `disableSnapshot: false`), each in every theme × language mode.
    chromatic: { disableSnapshot: true, modes: allStatesModes },
  },
};

export default preview;
