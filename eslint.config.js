import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'data/**', 'reports/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Node scripts.
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ['tests/e2e/**', 'tests/bench/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Only core/hooks.ts may import tapable (DESIGN §2): keeps the CSP decision in one file.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['core/hooks.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'tapable', message: 'Only core/hooks.ts imports tapable.' }] }] },
  },
  {
    // Browser code uses zod/mini: classic zod is not tree-shakable and adds ~18 KB gzip to every page.
    files: ['core/**', 'plugins/**', 'schemas/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Browser code imports 'zod/mini'.", allowTypeImports: true }] },
      ],
    },
  },
  {
    // Plugins reach the core through its public API (DESIGN §2–§3): not its hooks, registry or runtime internals.
    // (Repeats the zod rule: a later block's options replace an earlier block's for the same rule.)
    files: ['plugins/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'plugins/*/tests/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: "Browser code imports 'zod/mini'.", allowTypeImports: true }],
          patterns: [
            {
              regex: '^@core/(?!(index|forms|promo|plugin/define|api/played-games|ui/current-device)$)',
              message: "Plugins import the core's public API (@core/index; manifests @core/plugin/define), never its internals.",
            },
          ],
        },
      ],
    },
  },
);
