/**
 * A full state consistent with one seat's view (R22): the face-down tiles, the monster stacks, the
 * goblin pile and the card piles are dealt at random from what that seat cannot rule out (its own
 * peeks kept), and the engine's generator is seeded from the bot's own generator. Nothing hidden in
 * the real state is read: the input is the view.
 */
import { LEVEL_OF } from '../../../engine/games/miremarsh/catalog/board';
import { KNICK_KNACKS, PETS, SPELLS } from '../../../engine/games/miremarsh/catalog/cards';
import { GOBLINS } from '../../../engine/games/miremarsh/catalog/goblins';
import { MONSTERS_BY_LEVEL } from '../../../engine/games/miremarsh/catalog/monsters';
import { TILES_BY_LEVEL } from '../../../engine/games/miremarsh/catalog/tiles';
import type { Level } from '../../../engine/games/miremarsh/catalog/types';
import type { MiremarshState } from '../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../engine/games/miremarsh/view';
import { shuffled, type Rng } from '../../kit/rng';


/** `n` cards drawn from `pool` (cycled when the pool is short: cards over a limit go back under a pile). */
function deal(rng: Rng, pool: readonly string[], all: readonly string[], n: number): string[] {
  const base = shuffled(rng, pool.length > 0 ? pool : all);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(base[i % Math.max(1, base.length)] ?? '?');
  return out;
}

export function determinize(view: MiremarshView, seat: number, rng: Rng): MiremarshState {
  const board: MiremarshState['board'] = { ...view.board };
  const peeked = new Map<string, string>();
  for (const p of view.peeks[seat] ?? []) if (p.kind === 'tile') peeked.set(p.space, p.tile);
  const known = new Set<string>([...Object.values(view.board).flatMap((b) => (b.tile ? [b.tile] : [])), ...peeked.values()]);
  const unused: Record<Level, string[]> = { 1: [], 2: [], 3: [], 4: [] };
  for (const level of [1, 2, 3] as const) {
    const hidden = Object.values(view.board).filter((b) => !b.faceUp && LEVEL_OF[b.id] === level && !peeked.has(b.id));
    const free = shuffled(rng, TILES_BY_LEVEL[level].map((t) => t.id).filter((id) => !known.has(id)));
    hidden.forEach((b, i) => { board[b.id] = { ...b, tile: free[i] ?? null }; });
    unused[level] = free.slice(hidden.length);
  }
  for (const [space, tile] of peeked) { const b = board[space]; if (b && !b.faceUp) board[space] = { ...b, tile }; }
  const onBoard = new Set(Object.values(view.board).flatMap((b) => (b.monster ? [b.monster] : [])));
  const monsters = { 1: [] as string[], 2: [] as string[], 3: [] as string[] };
  for (const level of [1, 2, 3] as const) {
    const all = MONSTERS_BY_LEVEL[level].map((m) => m.id);
    monsters[level] = deal(rng, all.filter((id) => !onBoard.has(id)), all, view.monsters[level].length);
  }
  const held = (f: (s: MiremarshView['seats'][number]) => readonly string[]) => new Set(view.seats.flatMap(f));
  const goblinsHeld = new Set(view.seats.flatMap((s) => (s.goblin ? [s.goblin] : [])));
  const goblins = GOBLINS.map((g) => g.id);
  const piles = (ids: readonly string[], h: Set<string>, n: number) => deal(rng, ids.filter((id) => !h.has(id)), ids, n);
  const seed = [rng.next() | 0, rng.next() | 0, rng.next() | 0, rng.next() | 1];
  const { you: _you, ...state } = view;
  return {
    ...state,
    rng: seed,
    board,
    unused,
    monsters,
    goblinPile: deal(rng, goblins.filter((id) => !goblinsHeld.has(id)), goblins, view.goblinPile.length),
    piles: {
      pet: piles(PETS.map((p) => p.id), held((s) => s.pets), view.piles.pet.length),
      spell: piles(SPELLS.map((p) => p.id), held((s) => s.spells), view.piles.spell.length),
      kk: piles(KNICK_KNACKS.map((p) => p.id), held((s) => s.kks), view.piles.kk.length),
    },
  };
}
