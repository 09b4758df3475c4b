/** Positions for the rules-version-2 suites: a promise made in round 1, a dispute in round 2. */
import type { DealTerms, GameState, Move, PromiseTerm, PromiseToken, SeatId } from '../../../../../src/engine/games/mirianth';
import { announceAll, defined, driveUntil, play, S0, S1 } from './game';
import { table, type Table, type TableSpec } from './table';

export const deal = (d: Partial<DealTerms> & Pick<DealTerms, 'to' | 'claimant'>): DealTerms => ({ give: [], take: [], promises: [], ...d });

export const announcingRound = (n: number) => (s: GameState) => s.step === 'announcing' && s.roundNo === n;

/**
 * Rules version 2 (unless `extra.rulesVersion` says otherwise). Round 1: seats 0 and 1 dispute
 * the Troll; seat 0 keeps it and promises `term` to seat 1. Round 2 reveals `later`.
 */
export function promised(players: number, term: Omit<PromiseTerm, 'promiser'>, later: string[], extra: Partial<TableSpec> = {}) {
  const reveal = ['troll', 'temple', 'village', 'barracks'].slice(0, players);
  const t: Table = table({ players, revealer: 0, reveal, top: later, rulesVersion: 2, ...extra });
  const troll = t.id('troll');
  const picks = [troll, troll, t.ids.get('village')?.[0] ?? null, t.ids.get('barracks')?.[0] ?? null];
  let s = announceAll(t.state, picks.slice(0, players));
  s = play(
    s,
    { type: 'propose', seat: S0, deal: deal({ to: S1, claimant: S0, promises: [{ promiser: S0, ...term }] }) },
    { type: 'accept', seat: S1 },
  );
  const token: PromiseToken = defined(s.promises[0], 'promise');
  return { t, token, state: s };
}

/** Drives to round `n` and has `who` announce the revealed card `spec`; the others take the rest. */
export function disputeInRound(state: GameState, n: number, spec: string, who: readonly SeatId[]): GameState {
  const s = driveUntil(state, announcingRound(n));
  const r = defined(s.round);
  const card = defined(r.revealed.find((c) => c === spec || s.cards[c]?.kind === spec), `${spec} revealed in round ${n}`);
  const rest = r.revealed.filter((c) => c !== card);
  let i = 0;
  const picks = s.players.map((_, seat) => (who.includes(seat as SeatId) ? card : rest[i++] ?? null));
  return announceAll(s, picks);
}

export const noDeal = (seat: SeatId): Move => ({ type: 'noDeal', seat });
