import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (issue 13): which folder may import which. Relative imports only, so each
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
/** The platform reaches a game through the registry (src/engine/registry.ts), not a game's own folders. */
const PLATFORM_RULES = [
  { regex: '^(\\.\\./)+engine/(?!registry$|kit/)', message: "The platform (saves, LAN host, CLI) reaches a game through src/engine/registry.ts, not a game's own folders." },
];
/**
 * The LAN host runs any game through its module and the AI registry: no import of Mirianth's
 * engine API (`src/engine` itself) or of Mirianth's own bots. The test harness (Mirianth bots for
 * the LAN tests and bench) is the exception.
 */
const LAN_HOST_RULES = [
  { regex: '^(\\.\\./)+engine$', message: "The LAN host reaches a game through its module (src/engine/registry.ts, src/engine/kit), not Mirianth's engine API." },
  { regex: '^(\\.\\./)+ai/(?!registry$)', message: 'The LAN host finds bots through the AI registry (src/ai/registry.ts), for any game.' },
];
/** Platform files that still import Mirianth's own folders, each for a reason given in docs (issue 13 report). */
const PLATFORM_EXCEPTIONS = [
  // Scoring scenarios are Mirianth's own format.
  'src/cli/commands/score.ts',
];

export const BOUNDARIES = [
  { files: ['src/engine/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: ENGINE_RULES }] } },
  { files: ['src/engine/kit/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: KIT_RULES }] } },
  { files: ['src/shared/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [...SHARED_RULES, ...PLATFORM_RULES] }] } },
  { files: ['src/server/**/*.ts', 'src/cli/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: PLATFORM_RULES }] } },
  { files: ['src/server/lan/**/*.ts'], ignores: ['src/server/lan/harness.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [...PLATFORM_RULES, ...LAN_HOST_RULES] }] } },
  { files: PLATFORM_EXCEPTIONS, rules: { 'no-restricted-imports': ['error', { patterns: SHARED_RULES }] } },
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
