import { readFileSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/react-vite';

// The demo's About section shows the version its Vite config defines; stories need the same define.
const demoPackage = JSON.parse(readFileSync(new URL('../apps/demo/package.json', import.meta.url), 'utf8')) as { version: string };

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/demo/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    define: { ...viteConfig.define, __APP_VERSION__: JSON.stringify(demoPackage.version) },
  }),
};

export default config;
