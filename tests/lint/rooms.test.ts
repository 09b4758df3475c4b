/**
 * Room boundaries (issue 26): dependency-cruiser (.dependency-cruiser.cjs) keeps each game in its
 * room and the platform out of them except through a layer's registry.ts. These tests run the real
 * rules over small trees written to a temporary folder, and over the project itself.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const config = require('../../.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[] };
const debt = JSON.parse(readFileSync('scripts/roomDebt.json', 'utf8')) as string[];

const roots: string[] = [];
afterAll(() => roots.forEach((r) => rmSync(r, { recursive: true, force: true })));

/** The violations the project's rules find in a tree of `files` (path → source). */
async function violations(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'rooms-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const out = await cruise(['src'], { baseDir: root, validate: true, ruleSet: { forbidden: config.forbidden }, tsPreCompilationDeps: true }, { extensions: ['.ts', '.tsx'] });
  const result = out.output as ICruiseResult;
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const TOY = {
  'src/engine/kit/module.ts': 'export interface Module { id: string }\n',
  'src/engine/games/toy/module.ts': "import type { Module } from '../../kit/module';\nexport const toy: Module = { id: 'toy' };\n",
  'src/engine/games/duel/module.ts': "export const duel = { id: 'duel' };\n",
  'src/engine/registry.ts': "import { toy } from './games/toy/module';\nimport { duel } from './games/duel/module';\nexport const GAMES = [toy, duel];\n",
};

describe('room boundaries', () => {
  it('let the platform reach games through a registry and a game reach the kits and its own room', async () => {
    expect(await violations({
      ...TOY,
      'src/cli/games.ts': "import { GAMES } from '../engine/registry';\nexport const n = GAMES.length;\n",
      'src/renderer/games/toy/Screen.tsx': "import { toy } from '../../../engine/games/toy/module';\nexport const S = toy.id;\n",
      'src/renderer/games/shared/Hint.tsx': 'export const H = 1;\n',
      'src/renderer/games/toy/entry.ts': "import { S } from './Screen';\nimport { H } from '../shared/Hint';\nexport const e = [S, H];\n",
      'src/renderer/games/registry.ts': "import { e } from './toy/entry';\nexport const TABLES = [e];\n",
      'src/cli/games/toy/entry.ts': "import { toy } from '../../../engine/games/toy/module';\nexport const cliToy = toy.id;\n",
      'src/cli/games/registry.ts': "import { cliToy } from './toy/entry';\nexport const CLI_GAMES = [cliToy];\n",
      'src/cli/commands/play.ts': "import { CLI_GAMES } from '../games/registry';\nexport const n = CLI_GAMES.length;\n",
    })).toEqual([]);
  }, 60_000);

  it('flag a platform file that imports a game room, in any layer', async () => {
    const found = await violations({
      ...TOY,
      'src/server/lan/host.ts': "import { toy } from '../../engine/games/toy/module';\nexport const t = toy;\n",
      'src/ai/games/toy/bot.ts': 'export const bot = 1;\n',
      'src/renderer/app/App.tsx': "import { bot } from '../../ai/games/toy/bot';\nexport const b = bot;\n",
      'src/cli/games/toy/entry.ts': 'export const cliToy = 1;\n',
      'src/cli/commands/play.ts': "import { cliToy } from '../games/toy/entry';\nexport const c = cliToy;\n",
    });
    expect(found.sort()).toEqual([
      'platform-through-registry: src/cli/commands/play.ts → src/cli/games/toy/entry.ts',
      'platform-through-registry: src/renderer/app/App.tsx → src/ai/games/toy/bot.ts',
      'platform-through-registry: src/server/lan/host.ts → src/engine/games/toy/module.ts',
    ]);
  }, 60_000);

  it('flag a game that imports another game, in its own layer or another', async () => {
    const found = await violations({
      ...TOY,
      'src/engine/games/duel/rules.ts': "import { toy } from '../toy/module';\nexport const t = toy;\n",
      'src/renderer/games/duel/Screen.tsx': "import { toy } from '../../../engine/games/toy/module';\nexport const t = toy;\n",
      'src/cli/games/duel/entry.ts': "import { toy } from '../../../engine/games/toy/module';\nexport const t = toy;\n",
    });
    expect(found.sort()).toEqual([
      'no-game-imports-another: src/cli/games/duel/entry.ts → src/engine/games/toy/module.ts',
      'no-game-imports-another: src/engine/games/duel/rules.ts → src/engine/games/toy/module.ts',
      'no-game-imports-another: src/renderer/games/duel/Screen.tsx → src/engine/games/toy/module.ts',
    ]);
  }, 60_000);

  it('find no violation in the project, and every file on the debt list still needs its place there', async () => {
    const out = await cruise(['src'], { validate: true, ruleSet: { forbidden: config.forbidden }, tsPreCompilationDeps: true, exclude: { path: '^src/.*\\.(css|json|svg)$' } }, { extensions: ['.ts', '.tsx', '.js', '.json'] });
    const result = out.output as ICruiseResult;
    expect(result.summary.violations.map((v) => `${v.from} → ${v.to}`)).toEqual([]);
    const room = /^src\/(engine|ai|renderer|cli)\/games\/(?!shared\/)[^/]+\//;
    const reaching = new Set(result.modules.filter((m) => !room.test(m.source) && m.dependencies.some((d) => room.test(d.resolved))).map((m) => m.source));
    const stale = debt.filter((f) => !reaching.has(f));
    expect(stale, 'files on scripts/roomDebt.json that no longer import a game room: take them off the list').toEqual([]);
  }, 120_000);
});
