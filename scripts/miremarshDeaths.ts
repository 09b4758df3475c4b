/**
 * Hard against normal, 2 players, the `simulate` harness's deals, seats and bot seeds: hard's win share per
 * seed, its decision p50/p95, and deaths a game by level and cause (level A/B/C = 1/2/3 or quest; creature,
 * secret path, entering a face-down or face-up space, an optional challenge where it stood; `:rr` = after a
 * re-roll that turn). MM_KNOBS='{"raceEnterRisk":0.35}' overrides hard's knobs for the run.
 *   npx tsx scripts/miremarshDeaths.ts [games=100] [seeds=11-20] [detail=1]
 */
import { createKitBot } from '../src/ai/kit/gameAi';
import { runModuleGame } from '../src/ai/kit/runGame';
import { botSeed, dealSeed, seating } from '../src/ai/kit/simulate';
import { miremarshAi } from '../src/ai/games/miremarsh';
import { KNOBS } from '../src/ai/games/miremarsh/knobs';
import type { BotLevel } from '../src/engine/kit/module';
import { miremarshModule as m } from '../src/engine/games/miremarsh/module';
import type { MiremarshState } from '../src/engine/games/miremarsh/state';

const [games = '100', seeds = '11-20', detail = '1'] = process.argv.slice(2);
if (process.env.MM_KNOBS) Object.assign(KNOBS.hard, JSON.parse(process.env.MM_KNOBS));
const [s0, s1] = seeds.split('-').map(Number);
const bots: BotLevel[] = ['hard', 'normal'];
const tally: Record<string, number> = {};
const add = (k: string, n = 1) => { tally[k] = (tally[k] ?? 0) + n; };
const shares: number[] = [];
const times: number[] = [];
for (let seed = s0 ?? 11; seed <= (s1 ?? s0 ?? 11); seed++) {
  let hw = 0;
  for (let g = 0; g < Number(games); g++) {
    const levels = seating(bots, g);
    let prev: MiremarshState | null = null;
    let turnEv: string[] = [];
    const played = runModuleGame({
      game: m, seed: dealSeed(seed, g, 2), names: levels.map((l, i) => `${l} ${i + 1}`),
      bots: levels.map((l, seat) => createKitBot(m, miremarshAi, l, botSeed(seed, g, seat))),
      onEvents: (events, state) => {
        for (const e of events) {
          if (e.type === 'turnStarted') turnEv = [];
          if (e.type === 'moved') turnEv.push(`moved:${e.to}:${e.via}`);
          if (e.type === 'tileFlipped') turnEv.push(`flip:${e.space}`);
          if (e.type === 'monsterArrived') turnEv.push(`monster:${e.space}`);
          if (e.type === 'diceRolled' && e.why === 'reroll') turnEv.push('reroll');
          if (e.type === 'goblinDied') {
            const lvl = levels[e.seat] ?? '?';
            const src = prev?.turn.attempt?.source.kind ?? 'none';
            const q = e.space.startsWith('Q');
            const entered = turnEv.some((t) => t.startsWith(`moved:${e.space}`));
            const flipped = turnEv.some((t) => t === `flip:${e.space}` || t === `monster:${e.space}`);
            const rr = turnEv.includes('reroll');
            const where = q ? 'quest' : `L${e.space[0]}`;
            const how = src === 'creature' ? 'creature' : src === 'path' ? 'path' : entered ? (flipped ? 'enter-facedown' : 'enter-faceup') : 'optional-here';
            add(`${lvl}:death`);
            add(`${lvl}:${q ? 'quest' : 'road'}`);
            if (detail === '1') add(`${lvl}:${where}:${how}${rr ? ':rr' : ''}`);
          }
        }
        prev = state;
      },
    });
    const w = played.final.winners ?? [];
    if (w.some((s) => levels[s] === 'hard')) hw++;
    if (w.length === 0) add('nobody');
    levels.forEach((l, s) => { if (l === 'hard') times.push(...(played.decisionMs[s] ?? [])); });
  }
  shares.push(hw / Number(games));
}
const n = shares.length * Number(games);
const sorted = times.sort((a, b) => a - b);
const out: Record<string, number | string> = { mean: (shares.reduce((a, b) => a + b, 0) / shares.length).toFixed(3), shares: shares.map((x) => x.toFixed(2)).join(' '), p50: sorted[Math.floor(sorted.length * 0.5)]?.toFixed(2) ?? '', p95: sorted[Math.floor(sorted.length * 0.95)]?.toFixed(1) ?? '' };
for (const [k, v] of Object.entries(tally).sort()) out[k] = +(v / n).toFixed(3);
console.log(JSON.stringify(out, null, 0));
