/**
 * Paying icons: which dice and free-icon cards a seat may spend, whether a chosen set pays a cost,
 * and the canonical list of minimal payments (one per distinct colour/face mix) for legal moves.
 */
import { KK_BY_ID, PET_BY_ID, SPELL_BY_ID, type FreeIcon } from '../catalog/cards';
import type { Cost, Icon } from '../catalog/types';
import type { MiremarshState, SeatState } from '../state';
import { coverNeed, faceGifts, freeGifts, modifiedGifts, type Gift, type Modifier, type Need, type Source } from './icons';

export type Pay = { die: number } | { card: string };

/** Free-icon cards the seat can spend now: card id → its icon (once per turn; knick-knacks once). */
export function freeCards(state: MiremarshState, seat: SeatState): Map<string, FreeIcon> {
  const used = state.turn.used;
  const out = new Map<string, FreeIcon>();
  for (const id of seat.pets) {
    const f = PET_BY_ID.get(id)?.free;
    if (f && !used.includes(id)) out.set(id, f);
  }
  for (const id of seat.spells) {
    const f = SPELL_BY_ID.get(id)?.free;
    if (f && !used.includes(id)) out.set(id, f);
  }
  for (const id of seat.kks) {
    const f = KK_BY_ID.get(id)?.free;
    if (f && !used.includes(id)) out.set(id, f);
  }
  if (seat.goblin === 'gulper' && !used.includes('gulper') && seat.fish > 0) out.set('gulper', 'W');
  return out;
}

export function modifiersFor(state: MiremarshState, seat: SeatState): Modifier[] {
  const g = seat.goblin;
  const mods: Modifier[] = [];
  if ((g === 'tanker' || g === 'mixer' || g === 'spooker') && !state.turn.used.includes(g)) mods.push(g);
  return mods;
}

function sourceOf(state: MiremarshState, seat: SeatState, p: Pay, monster: boolean): Source | null {
  if ('die' in p) {
    const die = state.turn.dice[p.die];
    if (!die || die.face === null) return null;
    const modded: Source['modded'] = {};
    for (const m of ['tanker', 'mixer', 'spooker'] as const) modded[m] = modifiedGifts(die.face, m, monster);
    return { gifts: faceGifts(die.face), modded };
  }
  const free = freeCards(state, seat).get(p.card);
  return free ? { gifts: freeGifts(free), modded: {} } : null;
}

const NEEDS_OF = (cost: Cost): Need[] => {
  if (cost.kind === 'icons') return [{ F: cost.F, S: cost.S, E: cost.E }];
  if (cost.kind === 'same') return (['F', 'S', 'E'] as const).map((k) => ({ F: 0, S: 0, E: 0, [k]: cost.n }));
  return [];
};

export interface PayCheck { ok: boolean; mods: Modifier[] }

/** Does `pay` (distinct, spendable sources) cover an icon cost? Which modifiers did it need? */
export function checkPay(state: MiremarshState, seat: SeatState, pay: readonly Pay[], cost: Cost, monster: boolean): PayCheck {
  const keys = new Set(pay.map((p) => ('die' in p ? `d${p.die}` : `c${p.card}`)));
  if (keys.size !== pay.length) return { ok: false, mods: [] };
  const sources: Source[] = [];
  for (const p of pay) {
    const s = sourceOf(state, seat, p, monster);
    if (!s) return { ok: false, mods: [] };
    sources.push(s);
  }
  const mods = modifiersFor(state, seat);
  for (const need of NEEDS_OF(cost)) {
    const used = coverNeed(sources, need, mods);
    if (used) return { ok: true, mods: used };
  }
  return { ok: false, mods: [] };
}

interface Group { key: string; pays: Pay[]; gifts: readonly Gift[] }

/** Spendable sources grouped by what they are (same colour and face = same choice). */
function groups(state: MiremarshState, seat: SeatState, useful: (g: readonly Gift[]) => boolean): Group[] {
  const out = new Map<string, Group>();
  state.turn.dice.forEach((d, i) => {
    if (d.face === null) return;
    const gifts = faceGifts(d.face);
    if (!useful(gifts)) return;
    const key = `${d.colour}${d.face}`;
    const g = out.get(key);
    if (g) g.pays.push({ die: i });
    else out.set(key, { key, pays: [{ die: i }], gifts });
  });
  for (const [card, free] of freeCards(state, seat)) {
    const gifts = freeGifts(free);
    if (useful(gifts)) out.set(card, { key: card, pays: [{ card }], gifts });
  }
  return [...out.values()];
}

function iconsOf(cost: Cost): Icon[] {
  if (cost.kind === 'icons') return (['F', 'S', 'E'] as const).filter((k) => cost[k] > 0);
  return cost.kind === 'same' ? ['F', 'S', 'E'] : [];
}

function totalOf(cost: Cost): number {
  return cost.kind === 'icons' ? cost.F + cost.S + cost.E : cost.kind === 'same' ? cost.n : 0;
}

/**
 * Every minimal payment of an icon cost, one per distinct mix of (colour, face) and cards, lowest
 * die indices first. Spooker's and Tanker's tricks can make more mixes pay; those are found too
 * because the check runs on each candidate. Capped so a huge pool cannot blow up the move list.
 */
export function minimalPayments(state: MiremarshState, seat: SeatState, cost: Cost, monster: boolean, cap = 24): Pay[][] {
  const icons = iconsOf(cost);
  const spooky = seat.goblin === 'spooker' && monster;
  const useful = (g: readonly Gift[]) => g.some((x) => icons.some((k) => (x[k] ?? 0) > 0) || (spooky && (x.E ?? 0) > 0));
  const gs = groups(state, seat, useful);
  const max = totalOf(cost);
  const out: Pay[][] = [];
  const counts = gs.map(() => 0);
  const payOf = (): Pay[] => gs.flatMap((g, i) => g.pays.slice(0, counts[i] ?? 0));
  const walk = (i: number, size: number): void => {
    if (out.length >= cap) return;
    const pay = payOf();
    if (size > 0 && checkPay(state, seat, pay, cost, monster).ok) {
      // Minimal: dropping any one source must break it.
      const minimal = pay.every((_, j) => !checkPay(state, seat, pay.filter((__, k) => k !== j), cost, monster).ok);
      if (minimal) out.push(pay);
      return;
    }
    if (size >= max || i >= gs.length) return;
    for (let j = i; j < gs.length; j++) {
      const g = gs[j];
      if (!g || (counts[j] ?? 0) >= g.pays.length) continue;
      counts[j] = (counts[j] ?? 0) + 1;
      walk(j, size + 1);
      counts[j] = (counts[j] ?? 0) - 1;
    }
  };
  walk(0, 0);
  return out;
}

/** Single sources that give at least one of `icon` (moving, spying), one per kind. */
export function singleSources(state: MiremarshState, seat: SeatState, icon: Icon): Pay[] {
  return groups(state, seat, (g) => g.some((x) => (x[icon] ?? 0) > 0)).map((g) => g.pays[0]).filter((p): p is Pay => p !== undefined);
}

/** How many of `icon` one source gives at most (a double gives two). */
export function giftCount(state: MiremarshState, seat: SeatState, p: Pay, icon: Icon): number {
  const s = sourceOf(state, seat, p, false);
  return s ? Math.max(0, ...s.gifts.map((g) => g[icon] ?? 0)) : 0;
}
