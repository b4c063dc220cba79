import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layersRule } from './eslint/layers.js';

const LITERAL_PATH_MESSAGE = 'A gateway call is a typed function of dataProvider/calls/ (its path in src/domain/paths.ts), not a literal path here.';
/** `x.request('/path', ...)`, `x.request(`/path/${id}`)`, `fetch('/path')` and the like. */
const LITERAL_GATEWAY_PATHS = [
  "CallExpression[callee.property.name='request'][arguments.0.type='Literal'][arguments.0.value=/^\\//]",
  "CallExpression[callee.property.name='request'][arguments.0.type='TemplateLiteral'][arguments.0.quasis.0.value.raw=/^\\//]",
  "CallExpression[callee.name='fetch'][arguments.0.type='Literal'][arguments.0.value=/^\\//]",
  "CallExpression[callee.name='fetch'][arguments.0.type='TemplateLiteral'][arguments.0.quasis.0.value.raw=/^\\//]",
].map((selector) => ({ selector, message: LITERAL_PATH_MESSAGE }));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The layers point one way, globs and view packages included (docs/architecture.md; the table
    // and each layer's reason: eslint/layers.js).
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'dataProvider/**/*.{ts,tsx}', 'authProvider/**/*.{ts,tsx}', 'gateway/**/*.{ts,tsx}'],
    plugins: { architecture: { rules: { layers: layersRule } } },
    rules: { 'architecture/layers': 'error' },
  },
  {
    // One client (docs/architecture.md): a gateway path is written once, in src/domain/paths.ts,
    // and called through a typed function of dataProvider/calls/, never as a literal here.
    files: ['src/**/*.{ts,tsx}', 'authProvider/**/*.ts', 'dataProvider/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...LITERAL_GATEWAY_PATHS] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // the push service worker runs in the browser's worker scope, not in Node
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
