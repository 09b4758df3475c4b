/** Free paladins: projections during negotiation attach unattached paladins where they help most. */
import { NONE, type HeroUnit, type MonsterUnit, type Side } from '../side';
import { battleOptions } from './battleOptions';

const FREE_ATTACH_TARGETS = 6;

/** Attaches up to `side.freeAttach` unattached paladins, strongest first, where they help most. */
export function attachFreePaladins(side: Side): Side {
  if (side.freeAttach <= 0 || side.monsters.length === 0) return side;
  const free = side.heroes
    .map((h, i) => ({ h, i }))
    .filter(({ h }) => h.kind === 'paladin' && h.target === NONE)
    .sort((a, b) => b.h.attack - a.h.attack)
    .slice(0, side.freeAttach);
  if (free.length === 0) return side;
  let heroes = side.heroes;
  const unfought = side.monsters.map((_, i) => i).filter((i) => !side.monsters[i]?.fought);
  // The monsters worth most (VP and penalties) are the only targets tried.
  const worth = (mi: number): number => {
    const m = side.monsters[mi];
    return m ? m.vp + 1.5 * (m.h + m.b + m.t) : 0;
  };
  const targets = unfought.slice().sort((a, b) => worth(b) - worth(a)).slice(0, FREE_ATTACH_TARGETS);
  for (const { i } of free) {
    let bestScore = battleScore(heroes, side.monsters, unfought);
    let bestTarget = NONE;
    for (const mi of targets) {
      const trial = heroes.map((h, j) => (j === i ? { ...h, target: mi } : h));
      const s = battleScore(trial, side.monsters, unfought);
      if (s > bestScore + 1e-9) {
        bestScore = s;
        bestTarget = mi;
      }
    }
    if (bestTarget !== NONE) heroes = heroes.map((h, j) => (j === i ? { ...h, target: bestTarget } : h));
  }
  return { ...side, heroes };
}

/** A quick worth of a battle line-up: the best set of monsters it can defeat, by VP and penalties avoided. */
function battleScore(heroes: HeroUnit[], monsters: readonly MonsterUnit[], unfought: number[]): number {
  let best = 0;
  for (const opt of battleOptions({ heroes, monsters, unfought, castle: false })) {
    let s = 0;
    for (const mi of opt.order) {
      const m = monsters[mi];
      if (m) s += m.vp + 1.5 * (m.h + m.b + m.t);
    }
    if (s > best) best = s;
  }
  return best;
}
