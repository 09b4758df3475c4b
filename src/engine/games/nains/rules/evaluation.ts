/** End of Era 1: Elite Fighters by strict rank majority, then the Liquor Certification by Malt. */
import { seatId } from '../../../kit/ids';
import { elite, LIQUOR } from '../catalog';
import type { NainsState } from '../types';
import { cityIcons, columnRanks, countIcon, removeBestMarker } from './army';
import { emit, withPlayer } from './state';

/** The single seat with strictly the most of `measure`, or null on a tie for first or when nobody has any. */
export function strictLeader(values: readonly number[], needPositive: boolean): number | null {
  const best = Math.max(...values);
  if (needPositive && best <= 0) return null;
  const leaders = values.flatMap((v, i) => (v === best ? [i] : []));
  return leaders.length === 1 ? (leaders[0] ?? null) : null;
}

export function evaluateEra1(s: NainsState): NainsState {
  let next = s;
  for (const id of s.elites) {
    const card = elite(id);
    if (!card) continue;
    const leader = strictLeader(next.players.map((p) => columnRanks(p.army, card.order)), false);
    if (leader === null) {
      next = emit(next, { type: 'eliteAwarded', card: id, seat: null });
      continue;
    }
    const seat = seatId(leader);
    next = emit(withPlayer(next, seat, (p) => ({ ...p, command: [...p.command, id] })), { type: 'eliteAwarded', card: id, seat });
    if (id === 'X-retaliation' && next.tradeCoinFree) {
      // The 0 goes to the box; the Trade coin takes its place.
      next = withPlayer({ ...next, tradeCoinFree: false, boxedBronze: next.boxedBronze + 1 }, seat, (p) => ({ ...p, coins: p.coins.map((c) => (c === 'b0' ? 'trade' : c)) }));
      next = emit(next, { type: 'tradeCoinTaken', seat });
    }
    if (id === 'X-wanderers') {
      for (let k = 0; k < 2; k++) {
        const p = next.players[seat];
        const removed = p ? removeBestMarker(p.army) : null;
        if (!removed) break;
        next = emit(withPlayer(next, seat, (q) => ({ ...q, army: removed.army })), { type: 'markerRemoved', seat, card: removed.card });
      }
    }
  }
  const malt = next.players.map((p) => countIcon(cityIcons(p.army, p.command), 'M'));
  const lq = strictLeader(malt, true);
  next = { ...next, elites: [] };
  if (lq === null) return emit(next, { type: 'eliteAwarded', card: LIQUOR, seat: null });
  const seat = seatId(lq);
  return emit(withPlayer(next, seat, (p) => ({ ...p, command: [...p.command, LIQUOR] })), { type: 'eliteAwarded', card: LIQUOR, seat });
}
