/** `play` for Mirianth Wars: its own log lines (`describeEvent.ts`), score sheet and save format. */
import { MIRIANTH_ORDER, mirianthBot } from '../../../ai/games/mirianth/mirianthAi';
import { runModuleGame } from '../../../ai/kit/runGame';
import type { GameState } from '../../../engine/games/mirianth';
import { mirianthModule } from '../../../engine/games/mirianth/module';
import { writeGameSave } from '../../../server/saves/writeSaveFile';
import { botNames, playBotSeed } from '../../botList';
import type { PlayPlan } from '../cliGame';
import { describe } from './describeEvent';

function printScores(final: GameState): void {
  const result = final.result;
  console.log('\nFinal scores');
  final.players.forEach((p, seat) => {
    const s = result?.scores[seat];
    if (!s) return;
    console.log(`  ${p.name.padEnd(10)} heroes ${s.heroes}, buildings ${s.buildings}, treasures ${s.treasures}, monsters ${s.monsters} = ${s.total}`);
  });
  console.log(`Winner${(result?.winners.length ?? 0) > 1 ? 's (shared)' : ''}: ${result?.winners.map((w) => final.players[w]?.name).join(', ')}`);
}

export async function playMirianth(plan: PlayPlan): Promise<number> {
  const { seed, levels, saveFile } = plan;
  const names = botNames(levels);
  const bots = levels.map((k, i) => mirianthBot(k, playBotSeed(seed, i)));
  const lines: string[] = [];
  const game = runModuleGame({
    game: mirianthModule, order: MIRIANTH_ORDER, seed, names, bots,
    onEvents: (events, state) => {
      for (const e of events) {
        const line = describe(e, state);
        if (line !== null) lines.push(line);
      }
    },
  });
  console.log(lines.join('\n'));
  printScores(game.final);
  if (saveFile === undefined) return 0;
  const seats = names.map((name, i) => ({ name, kind: 'bot' as const, bot: levels[i] ?? 'random' }));
  try {
    const bytes = await writeGameSave(saveFile, { setup: { seed, mode: 'local', seats }, moves: game.moves, final: game.final, name: `CLI game, seed ${plan.seedText}` });
    console.log(`Saved to ${saveFile} (${bytes} bytes).`);
  } catch (err) {
    console.error(`Could not write ${saveFile}: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
  return 0;
}
