// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = (() => {
  try {
    return readdirSync('apps/web/src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
})();

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'release/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      'tools/boundaries/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  // The shape of the codebase (docs/decisions.md): shared imports nothing of ours; server and web never meet.
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict([{ group: ['@venue/*', '**/apps/**'], message: 'packages/shared imports only zod.' }]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict([
      { group: ['@venue/web', '@venue/web/*'], message: 'The server never imports the web app.' },
      { group: ['../*/*.repo'], message: "Go through the other module's service, not its repo." },
    ]),
  },
  {
    files: ['apps/server/src/lib/**/*.ts'],
    rules: restrict([{ group: ['**/modules/**'], message: 'lib/ must not depend on modules.' }]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...restrict([{ group: ['@venue/server', '@venue/server/*'], message: 'The web app never imports the server.' }]),
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@venue/server', '@venue/server/*'], message: 'The web app never imports the server.' },
      { group: ['@/features/*', '**/features/**'], message: 'Shared UI and lib do not import features.' },
    ]),
  },
  // Features never import each other; they meet only in app/routes.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict([
      { group: ['@venue/server', '@venue/server/*'], message: 'The web app never imports the server.' },
      { group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`], message: 'Features do not import other features.' },
    ]),
  })),
);
