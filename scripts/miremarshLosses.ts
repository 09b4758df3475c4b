/**
 * Why solo Miremarsh games are lost: per game, deaths (where, to what), how the game ended, turns
 * played, quests done and the furthest quest progress. Prints a JSON tally and, with `log`, the
 * event log of the first games.
 *   npx tsx scripts/miremarshLosses.ts [games=100] [level=hard] [seed=1] [log=0]
 */
import { createKitBot } from '../src/ai/kit/gameAi';
import { runModuleGame } from '../src/ai/kit/runGame';
import { miremarshAi } from '../src/ai/games/miremarsh';
import { KNOBS } from '../src/ai/games/miremarsh/knobs';
import type { BotLevel } from '../src/engine/kit/module';
import { miremarshModule as m } from '../src/engine/games/miremarsh/module';
import type { MiremarshState } from '../src/engine/games/miremarsh/state';

const [games = '100', level = 'hard', seed = '1', log = '0'] = process.argv.slice(2);
// Experiments: MM_KNOBS='{"enterRisk":0.5}' overrides the level's knobs for this run only.
if (process.env.MM_KNOBS) Object.assign(KNOBS[level as 'hard'], JSON.parse(process.env.MM_KNOBS));
const tally: Record<string, number> = {};
const add = (k: string, n = 1) => { tally[k] = (tally[k] ?? 0) + n; };
let turns = 0;
for (let g = 0; g < Number(games); g++) {
  const lines: string[] = [];
  let last: MiremarshState | null = null;
  let maxProgress = 0;
  let firstQuestRound = -1;
  let arrival = -1;
  const played = runModuleGame({
    game: m, seed: (Math.imul(Number(seed) ^ 0x9e3779b9, 0x85ebca6b) + g * 0x27d4eb2f) >>> 0, names: ['solo'],
    bots: [createKitBot(m, miremarshAi, level as BotLevel, (Math.imul(Number(seed) + g, 31)) | 0)],
    onEvents: (events, state) => {
      const prev = last;
      last = state;
      const seat = state.seats[0];
      if (seat && seat.space.startsWith('Q') && arrival < 0) { arrival = state.round; add('arrivalRoundSum', arrival); add('arrived'); add('arrivalFishSum', seat.fish); add('arrivalItemsSum', seat.items.length); add('arrivalGoldSum', seat.gold); }
      if (seat && seat.space.startsWith('Q') && events.some((e) => e.type === 'fishEaten')) add('turnsOnQuest');
      if (seat && seat.space.startsWith('Q')) maxProgress = Math.max(maxProgress, seat.progress);
      for (const e of events) {
        if (g < Number(log)) lines.push(`r${state.round} ${JSON.stringify(e)}`);
        if (e.type === 'goblinDied') {
          const p = prev?.seats[0];
          const att = prev?.turn.attempt?.source.kind ?? 'none';
          const lvl = e.space.startsWith('Q') ? 'Q' : e.space[0];
          add(`death:${lvl}:${att}`);
          if (p && p.fish === 0) add('death:starved');
        }
        if (e.type === 'playerOut') add(`out:${e.why}`);
        if (e.type === 'questCompleted') { add('quests'); if (firstQuestRound < 0) firstQuestRound = state.round; }
        if (e.type === 'creatureDefeated') add('creature:beaten');
        if (e.type === 'goblinRan') add('creature:ran');
        if (e.type === 'traded') add('trades');
        if (e.type === 'spied') add('spies');
      }
    },
  });
  const f = played.final;
  turns += f.round;
  add(`win:${(f.winners ?? []).length > 0}`);
  add(`maxQuestProgress:${maxProgress}`);
  if (firstQuestRound >= 0) add('firstQuestRoundSum', firstQuestRound);
  if (lines.length) console.log(lines.join('\n'));
}
console.log(JSON.stringify({ ...tally, meanRounds: turns / Number(games) }, null, 1));
