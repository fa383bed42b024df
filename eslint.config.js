import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import { defineConfig, globalIgnores } from 'eslint/config';
import { importBoundaries } from './scripts/eslint/import-boundaries.js';

// Attributes a user reads or hears; their literal values must come from translations too.
const VISIBLE_ATTRIBUTES = ['label', 'title', 'aria-label', 'placeholder', 'alt', 'helperText'];
const visibleAttribute = `JSXAttribute[name.name=/^(${VISIBLE_ATTRIBUTES.join('|')})$/]`;
// A literal with at least one letter (Latin or Greek); punctuation and numbers are fine.
const wordy = '[value=/[A-Za-z\\u0370-\\u03FF\\u1F00-\\u1FFF]/]';
const untranslated = 'Visible text must be a translation key: use t(...) with Greek and English entries.';

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    'apps/api/drizzle/',
    'e2e/test-results/',
    'e2e/playwright-report/',
    'bench/results/',
    'data/',
    '.tmp/',
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only', message: untranslated.slice(0, -1) }],
      'no-restricted-syntax': [
        'error',
        { selector: `${visibleAttribute} > Literal${wordy}`, message: untranslated },
        { selector: `${visibleAttribute} > JSXExpressionContainer > Literal${wordy}`, message: untranslated },
        {
          selector: `${visibleAttribute} > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal${wordy}`,
          message: untranslated,
        },
        {
          selector: `${visibleAttribute} > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${wordy.slice(7, -1)}]`,
          message: untranslated,
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.test.tsx'],
    rules: { 'no-restricted-syntax': 'off', 'i18next/no-literal-string': 'off' },
  },
  {
    // Playwright reads a fixture's dependencies from its destructured first argument, so `{}` is the idiom.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  ...importBoundaries(),
]);
