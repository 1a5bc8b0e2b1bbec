import js from '@eslint/js';
import formatjs from 'eslint-plugin-formatjs';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import portal from './scripts/eslint-portal-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'coverage/**',
      'data/**',
      'locales/compiled/**',
      'apps/api/drizzle/**',
      '**/__screenshots__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      eqeqeq: ['error', 'always'],
      curly: ['error', 'all'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(only|skip)$/][callee.object.name=/^(it|test|describe)$/]',
          message: 'No focused or skipped tests in the repository.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, formatjs },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Every user-facing text goes through react-intl.
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              ['*', '{aria-label,aria-description,alt,title,placeholder,label,hint,error}'],
            ],
          },
        },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-complex-selectors': 'error',
    },
  },
  {
    // Stories and tests use fixture text on purpose.
    files: ['**/*.stories.tsx', '**/*.test.tsx', '.storybook/**'],
    rules: { 'formatjs/no-literal-string-in-jsx': 'off' },
  },
  {
    // Layers: ui never imports the portal, the API or the API client.
    files: ['packages/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@oxilio/portal', '@oxilio/api', '**/apps/**'],
              message: 'ui must not depend on apps.',
            },
            {
              group: ['@oxilio/domain/client', 'swr', 'react-router', 'react-router-dom'],
              message: 'ui knows nothing of routes, SWR or the API.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@oxilio/ui', '@oxilio/portal', '@oxilio/api', 'react', 'react-dom'],
              message: 'domain is the bottom layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@oxilio/ui', '@oxilio/portal', 'react', 'react-dom'],
              message: 'The API depends on domain only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Feature folders: no screens in a feature, no feature's insides from outside it.
    files: ['apps/portal/src/**/*.{ts,tsx}'],
    plugins: { portal },
    rules: { 'portal/boundaries': 'error' },
  },
  {
    files: ['apps/portal/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@oxilio/api', '**/apps/api/**'],
              message: 'The portal talks to the API over HTTP only.',
            },
          ],
        },
      ],
    },
  },
);
