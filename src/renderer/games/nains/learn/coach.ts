/**
 * Nains' guided first game: three Lords (the person and two easy bots) on a fixed seed, one Era.
 * The steps and what moves each on; the glow follows the hint (the hard bot's move), so nothing
 * here depends on which dwarves the seed deals.
 */
import { canonicalJson } from '../../../../engine/kit/stateHash';
import { nainsModule } from '../../../../engine/games/nains/module';
import type { NainsMove, NainsView } from '../../../../engine/games/nains/types';
import type { SeatConfig } from '../../../game/types';
import { suggestMove } from '../../shared/suggest';
import type { TableCoachStep } from '../../shared/learn/tableCoach';

export const NAINS_GUIDED_SEED = 'nains-first-era';
export const NAINS_GUIDED_KINDS: readonly SeatConfig['kind'][] = ['human', 'easy', 'easy'];

const cardsOf = (v: NainsView, seat: number): number => {
  const p = v.players[seat];
  return p ? Object.values(p.army).reduce((n, col) => n + col.length, 0) + p.command.length : 0;
};
const me = (v: NainsView): number => v.you ?? 0;

export const NAINS_COACH: readonly TableCoachStep<NainsView>[] = [
  { id: 'welcome', spot: 'nains-legend', advance: 'next', section: 'overview' },
  { id: 'taverns', spot: 'nains-taverns', advance: 'next', section: 'turn' },
  { id: 'bid', spot: 'nains-bid', advance: (v) => v.revealed > 0 || v.turn > 1 || v.era > 1, section: 'turn', act: true },
  { id: 'pick', advance: (v) => cardsOf(v, me(v)) > 0 || v.era > 1, section: 'taverns', act: true },
  { id: 'city', spot: 'nains-lord-0', advance: 'next', section: 'orders' },
  { id: 'play', advance: (v) => v.era > 1 || v.step === 'over', section: 'lines', act: true },
  { id: 'eraEnd', spot: 'nains-side', advance: 'next', section: 'era' },
];

/** The move's key as the answers carry it (`data-move-key`). */
export const moveKey = (m: NainsMove): string => canonicalJson(m);

/** The controls of the hint's move, in the order a person uses them. */
export function nainsSuggestedControls(view: NainsView): string[] | null {
  const you = view.you;
  if (you === null || !view.awaiting.includes(you)) return null;
  const move = suggestMove(nainsModule, view, you);
  if (!move) return null;
  if (move.type === 'bid') {
    const hand = view.players[you]?.coins ?? [];
    const used = new Set<number>();
    const ids = move.taverns.map((coin, tv) => {
      const i = hand.findIndex((c, k) => c === coin && !used.has(k));
      used.add(i);
      return `nains-bid-${tv}-coin-${i}`;
    });
    return [...ids, 'nains-bid-submit'];
  }
  if (move.type === 'pick' || move.type === 'discard') return [`nains-card-${move.card}`, `key:${moveKey(move)}`];
  return [`key:${moveKey(move)}`];
}
