import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.reports/**',
      // Scratch scripts of a working session (git-ignored).
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom', 'swr', 'socket.io-client', 'yup', 'react-toastify', 'axios'].map(
            (name) => ({
              name,
              message:
                '@casino/ui is presentational: data, routing and toasts belong to the app (DESIGN.md, Boundaries).',
            }),
          ),
        },
      ],
    },
  },
  {
    files: ['apps/site/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@casino/contract',
              allowTypeImports: true,
              message:
                "The site calls the API through '@casino/contract/routes' (no schemas in the browser bundle); import types only from '@casino/contract'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The back office uses @casino/ui as a brand would install it: through the package's public
    // entries (its exports), never a file inside it; and the contract's routes, not its schemas.
    files: ['apps/backoffice/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@casino/contract',
              allowTypeImports: true,
              message:
                "The back office calls the API through '@casino/contract/routes' (no schemas in the browser bundle); import types only from '@casino/contract'.",
            },
          ],
          patterns: [
            {
              group: ['@casino/ui/src/*', '**/packages/ui/**', '@casino/*/src/*', '**/packages/*/src/**'],
              message:
                "Import a package through its public entries ('@casino/ui', '@casino/ui/Name'), never its files.",
            },
          ],
        },
      ],
    },
  },
  {
    // A consumer's .css.ts that imports the @casino/ui index makes the vanilla-extract compiler
    // evaluate every component inside that one file, and the production build then drops the
    // components' CSS (seen: an unstyled site). Style files take theme values from the tokens entry.
    files: ['apps/**/*.css.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@casino/ui',
              message: "In a .css.ts file import theme values from '@casino/ui/tokens', never the whole @casino/ui.",
            },
          ],
        },
      ],
    },
  },
  {
    // A service is called outside a request too (sweeps, tests): it reports a failure by kind and
    // never knows HTTP. The error handler gives each kind its status.
    files: ['apps/platform/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/**'],
              message:
                'Services throw the domain errors of services/errors.ts (invalid, refused, notFound, conflict, ...), never HTTP errors: http/errors.ts toApiError gives each kind its status.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/rules/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', 'node:*'] }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
  prettier,
);
