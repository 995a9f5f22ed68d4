import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Widget packages never import each other, nor deep into another package. */
function widgetImportPatterns(pkg) {
  return [
    { group: ['@atelier/chat', '@atelier/draw', '@atelier/library', '@atelier/readers'].filter((p) => p !== `@atelier/${pkg}`), message: 'Widget packages never import each other; move shared code to @atelier/core.' },
    { group: ['@atelier/*/src/*', '../../*/src/*'], message: 'No deep imports into other packages.' },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'data/**',
      '**/mockServiceWorker.js',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/*/src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'axios', 'i18next', 'react-i18next', 'styled-components'], message: 'Machines stay free of React, I/O and i18n: inject actors instead.' },
          ],
        },
      ],
    },
  },
  ...['chat', 'draw', 'library', 'readers'].map((pkg) => ({
    files: [`packages/${pkg}/src/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: widgetImportPatterns(pkg) }] },
  })),
  {
    // Hooks build view models that components render; a hook importing a component (or a type
    // declared in one) turns that around. Flat config replaces the rule, so the widget patterns repeat.
    files: ['packages/chat/src/hooks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...widgetImportPatterns('chat'), { group: ['../components/*'], message: 'Hooks never import components: keep view-model types beside the hook (use*.types.ts) or in src/model/.' }] },
      ],
    },
  },
  {
    // styled-components has no ESM entry for Node: there a default import is its CommonJS exports
    // object and `styled.div` is undefined, so a server render crashes. The named export works everywhere.
    files: ['packages/*/src/**/*.{ts,tsx}', 'tooling/consumer/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='styled-components'] > ImportDefaultSpecifier",
          message: "Import { styled } from 'styled-components': the default import breaks in Node (server rendering).",
        },
      ],
    },
  },
  // Server layering (apps/server/CONTEXT.md): routes parse, call domain services and answer;
  // the services own every query; infra knows nothing of either.
  ...[
    { dir: 'routes', banned: [{ regex: '^drizzle-orm|(^|/)db/', message: 'Routes call services in domain/; the queries live there.' }] },
    { dir: 'gateway', banned: [{ regex: '^drizzle-orm|(^|/)db/', message: 'Routes call services in domain/; the queries live there.' }] },
    { dir: 'domain', banned: [{ regex: '(^|/)(routes|gateway)/', message: 'Domain services never reach up into routes.' }] },
    { dir: 'infra', banned: [{ regex: '(^|/)(routes|gateway|domain)/', message: 'infra/ is technical: no business rules, no routes.' }] },
  ].map(({ dir, banned }) => ({
    files: [`apps/server/src/${dir}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: banned }] },
  })),
  {
    // One kind of id (a random UUID) from one helper; tokens and keys use randomBytes instead.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/infra/newId.ts', 'apps/server/src/testing/**', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'crypto', property: 'randomUUID', message: 'Use newId() from infra/newId.' }],
      'no-restricted-syntax': [
        'error',
        { selector: "ImportSpecifier[imported.name='randomUUID']", message: 'Use newId() from infra/newId.' },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '*.config.{js,ts}'],
    languageOptions: { globals: globals.node },
  },
);
