import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries (decision 068). Code flows one way:
//   common -> server;  common -> web/{lib,components,hooks,...} -> web/features -> web/app
// and features never import each other: what two features need moves down a level.
const root = fileURLToPath(new URL('.', import.meta.url));
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaries = [
  {
    target: './common',
    from: ['./server', './web', './e2e', './scripts'],
    message: 'common/ is shared by both sides and imports nothing else.',
  },
  { target: './server', from: './web', message: 'The server does not import the SPA.' },
  { target: './web', from: './server', message: 'The SPA does not import the server.' },
  ...features.map((name) => ({
    target: `./web/src/features/${name}`,
    from: './web/src/features',
    except: [`./${name}`],
    message: 'Features never import each other: move what both need into components/, lib/, hooks/ or data/.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Code flows one way: features do not import from app/.',
  },
  {
    target: [
      './web/src/lib',
      './web/src/components',
      './web/src/hooks',
      './web/src/config',
      './web/src/data',
      './web/src/messages',
      './web/src/styles',
      './web/src/testing',
    ],
    from: ['./web/src/features', './web/src/app'],
    message: 'Code flows one way: shared code does not import features/ or app/.',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      // Type-only imports (`import type`) are erased at run time and are not followed: a cycle of
      // types alone is allowed (common/src has some between its contracts and its schemas).
      // A cycle closed only by a dynamic import() is a lazy chunk registering itself with its
      // loader (web/src/lib/deferred-query.ts and lib/query.tsx, decision 069): allowed.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    // Relative paths ('./x.ts') and workspace packages: Node's own resolution.
    files: ['**/*.{js,ts,tsx}'],
    ignores: ['web/**'],
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
  },
  {
    // The SPA also imports through its '@/' alias (web/tsconfig.json paths, web/vite.config.ts alias).
    files: ['web/**/*.{js,ts,tsx}'],
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })] },
  },
  {
    // SQL lives in repositories/ only (issue 17): a query builder call or a raw `sql` template
    // anywhere else in the server is an error. Migrations, seeds, the database setup and the
    // stores of the session, rate-limit and outbox plugins are data layers of their own.
    files: ['server/src/**/*.ts'],
    ignores: [
      'server/src/repositories/**',
      'server/src/db/**',
      'server/src/plugins/session/database-store.ts',
      'server/src/lib/limits/rate-limiter-database-store.ts',
      'server/src/mail/outbox.ts',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|updateTable|insertInto|deleteFrom|replaceInto|mergeInto|with)$/]',
          message: 'SQL belongs in server/src/repositories/ (issue 17).',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL belongs in server/src/repositories/ (issue 17).' },
      ],
    },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['**/test/**/*.ts', '**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
