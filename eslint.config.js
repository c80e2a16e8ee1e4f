// One lint config for the workspace (ESLint 9 flat config). `pnpm lint` runs it with zero warnings
// allowed; Prettier owns formatting, so eslint-config-prettier switches off the style rules last.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import local from './scripts/lint/boundaries.js';

// Code that runs in the browser: the apps and the two browser packages.
const BROWSER = ['host/src/**', 'remote-*/src/**', 'packages/shared/src/**', 'packages/ui/src/**'];
const TESTS = ['**/*.test.{ts,tsx,js,mjs}', 'packages/testing/**', 'packages/server/test/**', 'e2e/tests/**'];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/deploy/**',
      '**/deploy-e2e/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.cache/**',
      'data/**',
      'bench/results/**',
      'packages/server/drizzle/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // one program for every file (not a project per package, each re-reading antd's and the
        // shared packages' types): a clean lint here 133 -> 88 s, 3.5 -> 2.8 GB (docs/testing.md)
        project: './tsconfig.eslint.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    rules: {
      // Fastify plugins and hooks, single-spa lifecycles and jest mocks must be async by signature.
      '@typescript-eslint/require-await': 'off',
      // A JSX event handler may start a promise and not wait for it (react-router's navigate does).
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // `_`-prefixed names are deliberate placeholders (unused parameters of a required signature).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },

  // Plain JS here is config and scripts, outside every tsconfig: lint it without type information.
  { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
  // .cjs is CommonJS by definition (jest's resolver, transform and environment must be): require() is its import
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // Node is the default runtime: servers, scripts, bench, build preset, config files, e2e.
  { languageOptions: { globals: { ...globals.node } } },
  {
    files: BROWSER,
    languageOptions: { globals: { ...globals.browser } },
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  // The bench hands these functions to page.evaluate, and boot.js is the page's first script: browser code.
  { files: ['bench/lib/browser.mjs', 'packages/build/boot.js'], languageOptions: { globals: { ...globals.browser } } },
  { files: TESTS, languageOptions: { globals: { ...globals.jest } } },
  {
    files: ['e2e/tests/**'],
    extends: [playwright.configs['flat/recommended']],
    // helpers named expect… assert (e.g. checkout.spec's expectPaidOnce)
    rules: { 'playwright/expect-expect': ['warn', { assertFunctionPatterns: ['^expect'] }] },
  },

  // The one-way imports of ARCHITECTURE.md (scripts/lint/boundaries.js says which).
  { plugins: { local }, rules: { 'local/boundaries': 'error' } },

  {
    files: TESTS,
    rules: {
      // Tests read untyped JSON (HTTP replies, page.evaluate results); a wrong shape fails the assertion.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  {
    // The first-visit dialogs wait 1 s before opening (spec §2/§4): a spec proving one does NOT open
    // (or waits its turn) can only let that time pass.
    files: ['e2e/tests/console/first-visit.spec.ts', 'e2e/tests/console/reminder.spec.ts'],
    rules: { 'playwright/no-wait-for-timeout': 'off' },
  },
  {
    // The recharge dialog moves focus to its amount field on open (the WAI-ARIA APG dialog pattern);
    // an opened action menu takes the focus (the menu button pattern).
    files: ['host/src/shell/dialogs/RechargeDialog.tsx', 'packages/ui/src/menu/MenuDropdown.tsx'],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    // The signed-out page (issue 37) loads nothing heavy: no antd, router, axios, query cache, kit
    // (its barrel reaches them), and @console/shared only through @console/shared/signin (types are free).
    files: ['host/src/signin/**'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['@console/shared', '@console/ui', 'antd', 'react-router', 'axios', '@tanstack/react-query'].map(
            (name) => ({
              name,
              allowTypeImports: true,
              message: 'the sign-in page is light: use @console/shared/signin, React and i18next only',
            }),
          ),
          patterns: [
            {
              group: ['../*', '!../i18n', '../i18n/*', '!../i18n/*.json'],
              message: 'the sign-in page imports only its own folder',
            },
          ],
        },
      ],
    },
  },
  {
    // The console takes the session and language modules from the shared barrel, one instance per
    // page; @console/shared/signin is the signed-out page's copy of them.
    files: BROWSER,
    ignores: ['host/src/signin/**', 'packages/shared/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@console/shared/signin',
              allowTypeImports: true,
              message: 'only the sign-in page (host/src/signin) loads @console/shared/signin: import @console/shared',
            },
          ],
        },
      ],
    },
  },
  {
    // The time left is read at each render on purpose; the project does not use the React Compiler.
    files: ['packages/ui/src/expiry/RemainingCell.tsx'],
    rules: { 'react-hooks/purity': 'off' },
  },

  prettier,
);
