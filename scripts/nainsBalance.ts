/**
 * Nains balance figures from bot self-play: seat win share, mean Bravery by source, how often each
 * stand card is recruited and each Elite awarded. Usage: tsx scripts/nainsBalance.ts [games per
 * Lord count] [bot level] [seed]. Prints Markdown.
 */
import { createKitBot } from '../src/ai/kit/gameAi';
import { runModuleGame } from '../src/ai/kit/runGame';
import { nainsAi } from '../src/ai/games/nains';
import type { BotLevel } from '../src/engine/kit/module';
import { STAND_CARDS } from '../src/engine/games/nains/catalog';
import { nainsModule } from '../src/engine/games/nains/module';
import type { FinalScore } from '../src/engine/games/nains/types';

const games = Number(process.argv[2] ?? 200);
const level = (process.argv[3] ?? 'normal') as BotLevel;
const seed = Number(process.argv[4] ?? 1);
const KEYS: (keyof FinalScore)[] = ['retaliation', 'wanderers', 'temple', 'shield', 'forge', 'command', 'coins', 'total'];

const out: string[] = [`# Nains balance (${level} bots, ${games} games per Lord count, seed ${seed})`, ''];
for (const lords of [2, 3, 4, 5]) {
  const wins = Array.from({ length: lords }, () => 0);
  const sums: Record<string, number> = {};
  const recruited: Record<string, number> = {};
  const elites: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    const names = Array.from({ length: lords }, (_, i) => `L${i}`);
    const played = runModuleGame({
      game: nainsModule, seed: seed * 100_000 + lords * 10_000 + g, names,
      bots: names.map((_, i) => createKitBot(nainsModule, nainsAi, level, g * 31 + i)),
      onEvents: (events) => {
        for (const e of events) {
          if (e.type === 'recruited') recruited[e.card] = (recruited[e.card] ?? 0) + 1;
          if (e.type === 'eliteAwarded' && e.seat !== null) elites[e.card] = (elites[e.card] ?? 0) + 1;
        }
      },
    });
    const s = played.final;
    for (const w of s.winners ?? []) wins[w] = (wins[w] ?? 0) + 1;
    for (const sc of s.scores ?? []) for (const k of KEYS) sums[k] = (sums[k] ?? 0) + sc[k];
  }
  const per = games * lords;
  out.push(`## ${lords} Lords`, '', `Seat win share: ${wins.map((w, i) => `seat ${i + 1} ${(w / games).toFixed(3)}`).join(', ')} (fair ${(1 / lords).toFixed(3)}).`, '');
  out.push(`| ${KEYS.join(' | ')} |`, `|${KEYS.map(() => '---').join('|')}|`, `| ${KEYS.map((k) => ((sums[k] ?? 0) / per).toFixed(1)).join(' | ')} |`, '');
  out.push('Recruited per game: ' + STAND_CARDS.map((c) => `${c.id} ${((recruited[c.id] ?? 0) / games).toFixed(2)}`).join(', ') + '.', '');
  out.push('Elite awarded per game: ' + ['X-retaliation', 'X-wanderers', 'X-temple', 'X-shield', 'X-forge', 'LQ'].map((id) => `${id} ${((elites[id] ?? 0) / games).toFixed(2)}`).join(', ') + '.', '');
}
console.log(out.join('\n'));
