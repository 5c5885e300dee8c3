// One lint configuration for every workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** An import of another server module's file other than the ones `allowed` (a lookahead) lets through. */
const moduleInternals = (allowed) => ({
  regex: `^\\.\\./(?!\\.\\.)[^/]+/${allowed.source}`,
  message: "Import another module only through its public file, '../<module>/index.js'.",
});

/** The web's feature folders, each a boundary like a server module. */
const webFeatures = readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/drizzle/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  // A server module is used by others only through its public file, modules/<m>/index.ts
  // (docs/adding-a-module.md, decision 0029). A module's tables.ts may still name another module's
  // tables.ts, for its foreign keys: the database is one schema.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['apps/server/src/modules/*/tables.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [moduleInternals(/(?!index\.js$)/)] }],
    },
  },
  {
    files: ['apps/server/src/modules/*/tables.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [moduleInternals(/(?!(?:index|tables)\.js$)/)] }],
    },
  },
  {
    files: ['apps/server/src/app.ts', 'apps/server/src/main.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./modules/[^/]+/(?!index\\.js$)',
              message: "Mount a module through its public file, './modules/<m>/index.js'.",
            },
          ],
        },
      ],
    },
  },
  // A web feature is used by another only through its public file, features/<area>/index.ts, as the
  // server's modules are (docs/adding-a-module.md §4). registry.ts, outside every feature, mounts them.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(?:\\.\\./)+(?!${feature}/)(?:${webFeatures.join('|')})/`,
              message: "Import another feature only through its public file, '../<area>' (its index.ts).",
            },
          ],
        },
      ],
    },
  })),
  // Type-aware checks where a tsconfig covers the file: a promise nobody awaits or handles loses its
  // error (an unanswered request, a toast never shown); a promise where a value is expected is a bug.
  {
    files: [
      'apps/server/{src,test}/**/*.ts',
      'apps/web/{src,test}/**/*.{ts,tsx}',
      'packages/domain/src/**/*.ts',
      'e2e/{tests,support}/**/*.ts',
    ],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // antd's handlers (Form onFinish, Popconfirm onConfirm) take a promise and wait for it.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/only-throw-error': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
