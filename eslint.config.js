import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Layer boundaries (issue 13): which layer may import which. Relative imports only, so each
 * rule is a regular expression over the import path. A later block replaces an earlier one's
 * `no-restricted-imports` for the files both match, so narrower folders repeat the wider rules.
 */
const leaves = (folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;
const ENGINE_RULES = [
  { regex: leaves(['renderer', 'main', 'preload', 'server', 'cli', 'ai']), message: 'Game rules (src/engine) import no renderer, main, server, CLI or AI code: those depend on the engine, never the reverse.' },
];
const KIT_RULES = [
  ...ENGINE_RULES,
  { regex: '^\\.\\./', message: 'The engine kit (src/engine/kit) imports no game: only its own files and packages, so every game can build on it.' },
];
const SHARED_RULES = [
  { regex: leaves(['ai']), message: 'Shared code (src/shared) imports no AI: it runs in the renderer and the LAN host, which get bots through their own registries.' },
];
// Which game room the platform may reach (only through each layer's registry.ts) is checked by
// dependency-cruiser: .dependency-cruiser.cjs, `npm run lint:rooms`.

export const BOUNDARIES = [
  { files: ['src/engine/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: ENGINE_RULES }] } },
  { files: ['src/engine/kit/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: KIT_RULES }] } },
  { files: ['src/shared/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: SHARED_RULES }] } },
];

export default tseslint.config(
  { ignores: ['out/', 'dist/', 'release/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  // Syntax-only rules: type-aware linting would double the time of `npm run lint`.
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // CommonJS on purpose (scripts/checkNode.cjs must run, and say why not, on any old Node).
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    files: ['src/renderer/**/*.{ts,tsx}', 'tests/renderer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  ...BOUNDARIES,
);
