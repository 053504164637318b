// Lint rules that keep rule packages pure and the code honest; arrows between packages are checked by scripts/check-arrows.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const impurity = [
  { object: 'Math', property: 'random', message: 'Dice go through ctx.dice (principle 3).' },
  { object: 'Date', property: 'now', message: 'Rule packages take time as an input; no clock in packages/.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.marshal/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/*/src/**/*.ts'],
    ignores: ['packages/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-properties': ['error', ...impurity],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'No clock in packages/: pass time in.' },
        { selector: 'ImportDeclaration[source.value=/^node:/]', message: 'Rule packages are pure: no Node I/O.' },
      ],
      'no-restricted-globals': ['error', 'process', 'window', 'document', 'fetch', 'localStorage', 'require'],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@marshal/loaders/files', message: 'Requests name units and boards, never files: use the bundled loaders of @marshal/loaders.' }] },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
