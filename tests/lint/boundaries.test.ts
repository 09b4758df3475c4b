/**
 * The import-boundary lint (eslint.config.js, issue 13) can fail: ESLint runs on small sources
 * placed, by file path, in each guarded folder, and reports exactly the imports that cross a line.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { BOT_KINDS } from '../../src/ai/games/mirianth/types';
import { BOT_LEVELS } from '../../src/engine/kit/module';

const eslint = new ESLint({ cwd: process.cwd() });

/** The boundary messages ESLint gives for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('the engine kit imports no game', async () => {
    const errors = await boundaryErrors('src/engine/kit/fixture.ts', "import { mirianthModule } from '../mirianth/module';\nexport const m = mirianthModule;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/engine kit .* imports no game/);
    expect(await boundaryErrors('src/engine/kit/fixture.ts', "import { deriveSteps } from './machine';\nexport const d = deriveSteps;\n")).toEqual([]);
  }, 60_000);

  it('game rules import no renderer, main, server, CLI or AI', async () => {
    for (const target of ['../../../../ai/games/mirianth/bots', '../../../../renderer/i18n', '../../../../server/lan/host', '../../../../cli/game', '../../../../server/x']) {
      const errors = await boundaryErrors('src/engine/games/mirianth/rules/fixture.ts', `import * as x from '${target}';\nexport const y = x;\n`);
      expect(errors, target).toHaveLength(1);
      expect(errors[0]).toMatch(/Game rules \(src\/engine\) import no renderer/);
    }
    expect(await boundaryErrors('src/engine/games/mirianth/rules/fixture.ts', "import { seatId } from '../ids';\nexport const s = seatId;\n")).toEqual([]);
  }, 60_000);

  it('shared code imports no AI', async () => {
    const errors = await boundaryErrors('src/shared/lan/fixture.ts', "import type { Bot } from '../../ai/games/mirianth/types';\nexport type B = Bot;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/Shared code \(src\/shared\) imports no AI/);
  }, 60_000);

  it('shared code names bot levels from the kit, which match the AI\'s', () => {
    expect([...BOT_LEVELS]).toEqual([...BOT_KINDS]);
  });
});
