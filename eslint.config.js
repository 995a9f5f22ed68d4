import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// React.lazy throws a failed chunk download (offline, before the service worker cached it) into
// the page's error boundary; core's lazyModule/useLazyModule let the part wait and retry instead.
const NO_REACT_LAZY = {
  selector: "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy'], MemberExpression[object.name='React'][property.name='lazy']",
  message: 'Use lazyModule/useLazyModule from @atelier/core: React.lazy breaks the page when a chunk cannot be downloaded.',
};

/** Imports a widget package's files may not make (flat config replaces a rule's options, so blocks share this). */
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
  // Hooks bind machines to services and return view models; the views import them, never the
  // reverse (types included). Flat config replaces a rule's options, so the widget patterns repeat.
  ...['core', 'chat', 'draw', 'library', 'readers'].map((pkg) => ({
    files: [`packages/${pkg}/src/hooks/**/*.{ts,tsx}`, `packages/${pkg}/src/**/use*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(pkg === 'core' ? [] : widgetImportPatterns(pkg)),
            {
              regex: '(^|/)components/|(^|/)[A-Z][A-Za-z]*(View|Modal|Panel|Button)$',
              caseSensitive: true,
              message: 'Hooks never import components: keep view-model types beside the hook (use*.types.ts) or in src/model/.',
            },
          ],
        },
      ],
    },
  })),
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
        NO_REACT_LAZY,
      ],
    },
  },
  {
    files: ['apps/demo/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', NO_REACT_LAZY] },
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
