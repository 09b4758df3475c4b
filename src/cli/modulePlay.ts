/**
 * `play` for a game without a `play` of its own in the CLI registry: its AI from the AI registry
 * (or the kit's) in its run order, one log line per event as a spectator may see it (the module's
 * `audience`), the final scores from its `summary`, and `--save` through the generic save format.
 */
import { runModuleGame } from '../ai/kit/runGame';
import { aiFor } from '../ai/registry';
import type { AnyGameModule } from '../engine/kit/module';
import { writeModuleGameSave } from '../server/saves/writeSaveFile';
import { botNames, playBotSeed } from './botList';
import type { PlayPlan } from './games/cliGame';
import type { CliEnv } from './types';

export async function playModule(game: AnyGameModule, plan: PlayPlan, env: CliEnv): Promise<number> {
  const ai = aiFor(game, env.ais);
  const names = botNames(plan.levels);
  const bots = plan.levels.map((k, i) => ai.createBot(k, playBotSeed(plan.seed, i)));
  const lines: string[] = [];
  const played = runModuleGame({
    game, order: ai.order, seed: plan.seed, names, bots,
    onEvents: (events) => {
      for (const e of events) {
        const seen = game.audience(e, null);
        if (seen !== null) lines.push(JSON.stringify(seen));
      }
    },
  });
  console.log(lines.join('\n'));
  const summary = game.summary(played.final);
  console.log('\nFinal scores');
  names.forEach((name, seat) => console.log(`  ${name.padEnd(10)} ${summary.scores?.[seat] ?? 0}`));
  const winners = summary.winners ?? [];
  // A game can end with nobody winning (a solo Miremarsh goblin that dies or runs out of fish).
  if (winners.length === 0) console.log('Winner: none (the game beat every player)');
  else console.log(`Winner${winners.length > 1 ? 's (shared)' : ''}: ${winners.map((w) => names[w]).join(', ')}`);
  if (plan.saveFile !== undefined) {
    const seats = names.map((name, i) => ({ name, kind: 'bot' as const, bot: plan.levels[i] ?? 'random' }));
    try {
      const bytes = await writeModuleGameSave(plan.saveFile, game, { setup: { seed: plan.seed, mode: 'local', seats }, moves: played.moves, final: played.final, name: `CLI game, seed ${plan.seedText}` });
      console.log(`Saved to ${plan.saveFile} (${bytes} bytes).`);
    } catch (err) {
      console.error(`Could not write ${plan.saveFile}: ${err instanceof Error ? err.message : String(err)}`);
      return 2;
    }
  }
  return 0;
}
