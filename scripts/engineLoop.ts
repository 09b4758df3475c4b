/**
 * The bench's random-game loop for A/B runs (scripts/engineCpuAB.mjs): bundle it from each tree,
 *   npx esbuild scripts/engineLoop.ts --bundle --platform=node --format=esm --outfile=/tmp/A.mjs
 * then run the two bundles alternately. Prints CPU µs per move of each round (process.cpuUsage,
 * so time the scheduler gives other processes is not counted). With GAMES=N it plays exactly N
 * seeded games after the warm-up instead (for instruction counts under valgrind).
 */
import { playRandomGames } from '../src/cli/benchEngine';

playRandomGames(5_000_000, 0, 30);
const fixed = Number(process.env['GAMES'] ?? 0);
if (fixed > 0) {
  const g = playRandomGames(0, 0, fixed);
  console.log(JSON.stringify({ games: g.games, moves: g.moves }));
} else {
  const out: number[] = [];
  let seed = 0;
  for (let r = 0; r < Number(process.env['ROUNDS'] ?? 3); r++) {
    const c = process.cpuUsage();
    const g = playRandomGames(seed, 600, 4);
    seed += g.games;
    const d = process.cpuUsage(c);
    out.push(Math.round(((d.user + d.system) / g.moves) * 100) / 100);
  }
  console.log(JSON.stringify(out));
}
