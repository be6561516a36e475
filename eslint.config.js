// One flat config for the whole workspace. The web app adds bulletproof-react's rules:
// kebab-case file names and one-way imports (shared -> features -> app, no feature -> feature).
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

// Every folder under apps/web/src/features is a feature, read when the config loads, so a new one
// is checked without anyone remembering to list it here.
const webFeatures = readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The server's layers (apps/server/README.md): routes -> services -> repositories, and a module
// reaches another only through its services. Repository files are *-repository.ts and otp-store.ts.
const server = './apps/server/src';
const serverModules = fs
  .readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const repositoryFiles = (folder) => `${folder}/**/*-{repository,store}.ts`;

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/data/**', '**/test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'check-file': checkFile, 'import-x': importX, 'react-hooks': reactHooks },
    // Without a resolver, extensionless TypeScript imports are never resolved and the boundary rule
    // below silently checks nothing.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { 'apps/web/src/**/': 'KEBAB_CASE' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // No feature imports another feature.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            // Features never import the app layer.
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            // Shared code imports neither features nor the app.
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/types',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `${server}/**/*-routes.ts`,
              from: [repositoryFiles(server), `${server}/db/**`],
              message: 'Routes call services; only repositories reach the database.',
            },
            {
              target: repositoryFiles(server),
              from: `${server}/**/*-{service,routes,module}.ts`,
              message: 'Repositories are the bottom layer: they import no service, route or module wiring.',
            },
            {
              target: `${server}/**/*-service.ts`,
              from: `${server}/**/*-routes.ts`,
              message: 'Services never import routes.',
            },
            // A module uses another module's services and types, never its repositories or routes.
            ...serverModules.map((module) => ({
              target: `${server}/modules/${module}/**`,
              from: serverModules
                .filter((other) => other !== module)
                .flatMap((other) => [
                  repositoryFiles(`${server}/modules/${other}`),
                  `${server}/modules/${other}/**/*-routes.ts`,
                ]),
              message: "Use the other module's service.",
            })),
            // app.ts and repositories.ts wire the modules together; a module importing them would close a cycle.
            {
              target: `${server}/modules/**`,
              from: [`${server}/app.ts`, `${server}/repositories.ts`],
              message: 'Modules get what they need passed in (app-types.ts has the shared types).',
            },
          ],
        },
      ],
    },
  },
);
