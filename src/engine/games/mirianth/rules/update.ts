/** Copy-on-write helpers: rules never mutate the state they are given. */
import type { DomainEvent } from '../events';
import type { CardId, SeatId } from '../ids';
import type { Dispute, GameState, PlayerState, RoundState } from '../state';

export function emit(s: GameState, ...events: DomainEvent[]): GameState {
  // The rest array is fresh on every call, so the first events of a move can be kept as they are.
  return { ...s, events: s.events.length === 0 ? events : s.events.concat(events) };
}

export function updatePlayer(s: GameState, seat: SeatId, f: (p: PlayerState) => PlayerState): GameState {
  const players = s.players.slice();
  const p = players[seat];
  if (!p) throw new Error(`Unknown seat ${seat}`);
  players[seat] = f(p);
  return { ...s, players };
}

export function requireRound(s: { round: RoundState | null }): RoundState {
  if (!s.round) throw new Error('No round in progress');
  return s.round;
}

export function updateRound(s: GameState, f: (r: RoundState) => RoundState): GameState {
  return { ...s, round: f(requireRound(s)) };
}

export function currentDispute(s: { round: RoundState | null }): Dispute | null {
  const r = s.round;
  return r ? r.disputes[r.current] ?? null : null;
}

export function requireDispute(s: { round: RoundState | null }): Dispute {
  const d = currentDispute(s);
  if (!d) throw new Error('No dispute in progress');
  return d;
}

export function updateDispute(s: GameState, f: (d: Dispute) => Dispute): GameState {
  return updateRound(s, (r) => {
    const disputes = r.disputes.slice();
    disputes[r.current] = f(requireDispute(s));
    return { ...r, disputes };
  });
}

/** Adds a card to a seat's faction. */
export function gain(s: GameState, seat: SeatId, card: CardId): GameState {
  return updatePlayer(s, seat, (p) => ({ ...p, faction: [...p.faction, card] }));
}

/** Removes a card from a seat's faction, dropping any attachment it was part of. */
export function lose(s: GameState, seat: SeatId, card: CardId): GameState {
  const before = s.players[seat];
  if (!before) throw new Error(`Unknown seat ${seat}`);
  const dropped = before.attachments.filter((a) => a.paladin === card || a.monster === card);
  let next = updatePlayer(s, seat, (p) => ({
    ...p,
    faction: p.faction.filter((id) => id !== card),
    attachments: dropped.length ? p.attachments.filter((a) => a.paladin !== card && a.monster !== card) : p.attachments,
  }));
  for (const a of dropped) next = emit(next, { type: 'paladinDetached', seat, paladin: a.paladin, monster: a.monster });
  return next;
}

export function toBox(s: GameState, card: CardId): GameState {
  return { ...s, box: [...s.box, card] };
}
