/**
 * What a seat can work out from its view alone: the cards it has not seen (catalog for the
 * player count minus everything visible), how many rounds are likely left, attach chances.
 */
import type { CardDef, PlayerView, PublicState, SeatId } from '../../../engine/games/mirianth';
import {
  factionCatalog, LAST_ROUND_DEF, LAST_ROUND_ID, LAST_ROUND_POOL, plagueCatalog,
} from '../../../engine/games/mirianth/cards/catalog';
import { MARK_MIN_PLAYERS } from '../../../engine/games/mirianth/cards/kinds';

export interface Unseen {
  /** Cards still in the draw deck, in no order (the Last Round card included while it is there). */
  draw: CardDef[];
  /** Cards still in the plague deck. */
  plague: CardDef[];
}

const catalogs = new Map<number, { faction: CardDef[]; plague: CardDef[] }>();

function catalogFor(players: number): { faction: CardDef[]; plague: CardDef[] } {
  let c = catalogs.get(players);
  if (!c) {
    c = {
      faction: factionCatalog().filter((d) => d.mark !== null && MARK_MIN_PLAYERS[d.mark] <= players),
      plague: plagueCatalog(),
    };
    catalogs.set(players, c);
  }
  return c;
}

let unseenMemo: { cards: PublicState['cards']; out: Unseen } | null = null;

/** The unseen cards. Decks only shrink, so the visible card set identifies the answer. */
export function unseenCards(view: PublicState): Unseen {
  if (unseenMemo && unseenMemo.cards === view.cards) return unseenMemo.out;
  const { faction, plague } = catalogFor(view.players.length);
  const draw = faction.filter((d) => view.cards[d.id] === undefined);
  if (view.cards[LAST_ROUND_ID] === undefined) draw.push(LAST_ROUND_DEF);
  const out = { draw, plague: plague.filter((d) => view.cards[d.id] === undefined) };
  unseenMemo = { cards: view.cards, out };
  return out;
}

/** Does the catalog account for the view's decks? (False for hand-built states with custom ids.) */
export function unseenConsistent(view: PlayerView): boolean {
  const u = unseenCards(view);
  return u.draw.length === view.drawCount && u.plague.length === view.plagueCount;
}

/** Positions (from the top, 0-based) the Last Round card may occupy in a deck of `drawCount` cards. */
export function lastRoundSpan(view: PlayerView): { lo: number; hi: number } | null {
  if (view.lastRound !== 'notYet' || view.drawCount === 0) return null;
  const pool = LAST_ROUND_POOL[view.players.length] ?? 20;
  return { lo: Math.max(0, view.drawCount - pool - 1), hi: view.drawCount - 1 };
}

/** Expected number of rounds after the current one (0 in the last round and in Resolution). */
export function futureRounds(view: PlayerView): number {
  const n = view.players.length;
  switch (view.lastRound) {
    case 'over':
    case 'thisIsLast':
      return 0;
    case 'nextIsLast':
      return view.drawCount > 0 ? 1 : 0;
    case 'notYet': {
      const span = lastRoundSpan(view);
      if (!span) return 0;
      const cap = Math.ceil((view.drawCount - 1) / n);
      let total = 0;
      for (let k = span.lo; k <= span.hi; k++) total += Math.min(Math.floor(k / n) + 2, cap);
      return total / (span.hi - span.lo + 1);
    }
  }
}

/** Attach steps still to come for a seat, this round's included when it has not passed yet. */
export function attachChances(view: PlayerView, seat: SeatId): number {
  if (view.lastRound === 'over' || view.round === null) return 0;
  const thisRound = view.step !== 'attaching' || view.round.attachQueue.includes(seat) ? 1 : 0;
  return thisRound + Math.round(futureRounds(view));
}
