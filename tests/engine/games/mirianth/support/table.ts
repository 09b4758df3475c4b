/**
 * Builds a negotiation position by hand from a real game: the game is created through
 * `createGame`, then cards are moved (never created or copied) from the decks and the revealed
 * row into the places a test needs. Every card stays in exactly one place, so the result is a
 * state the engine could have reached.
 *
 * Card specs are ids ("paladin-2") or kinds ("orc"); "plague:2" is a plague card with two
 * hero penalties. A kind takes the first such card from the draw deck, then the revealed row,
 * then the box.
 */
import { createGame, seatId, type Attachment, type CardId, type GameState, type LastRoundStatus, type RulesVersion } from '../../../../../src/engine/games/mirianth';
import { defined, names } from './game';

export interface TableSpec {
  players: number;
  seed?: number;
  /** The seat revealing this round. */
  revealer?: number;
  /** Cards already in each seat's faction. */
  factions?: string[][];
  /** Paladin attachments per seat: [paladin spec, monster spec] among that seat's faction. */
  attachments?: [string, string][][];
  /** The revealed row of this round (defaults to what the seed revealed). */
  reveal?: string[];
  /** Cards put on top of the draw deck, in order. */
  top?: string[];
  /** Replace the whole draw deck (cards left out go to the box). "last-round" places that card; left out, it is set aside. */
  deck?: string[];
  /** Replace the plague deck (plague cards left out go to the box). */
  plagueDeck?: string[];
  lastRound?: LastRoundStatus;
  /** 1 unless given: the suites written before rules versions pin the rules as first released. */
  rulesVersion?: RulesVersion;
}

export interface Table {
  state: GameState;
  /** The id chosen for a spec, in the order specs were given: ids.get('orc') is the first orc. */
  ids: Map<string, CardId[]>;
  id: (spec: string, nth?: number) => CardId;
}

export function table(spec: TableSpec): Table {
  const base = createGame({ seed: spec.seed ?? 1, players: names(spec.players), rulesVersion: spec.rulesVersion ?? 1 }).state;
  const round = defined(base.round, 'round');
  let draw = base.drawDeck.slice();
  let revealed = round.revealed.slice();
  let box = base.box.slice();
  let plague = base.plagueDeck.slice();
  const ids = new Map<string, CardId[]>();

  const take = (what: string): CardId => {
    const plagueWant = /^plague(?::(\d))?$/.exec(what);
    const match = (id: CardId): boolean => {
      const def = base.cards[id];
      if (!def) return false;
      if (plagueWant) return def.type === 'plague' && (plagueWant[1] === undefined || def.plague === Number(plagueWant[1]));
      return id === what || def.kind === what;
    };
    const places: { get: () => CardId[]; set: (v: CardId[]) => void }[] = [
      { get: () => draw, set: (v) => { draw = v; } },
      { get: () => revealed, set: (v) => { revealed = v; } },
      { get: () => plague, set: (v) => { plague = v; } },
      { get: () => box, set: (v) => { box = v; } },
    ];
    for (const p of places) {
      const found = p.get().find(match);
      if (found !== undefined) {
        p.set(p.get().filter((x) => x !== found));
        ids.set(what, [...(ids.get(what) ?? []), found]);
        return found;
      }
    }
    throw new Error(`No card left for "${what}"`);
  };

  const factions = base.players.map((_, i) => (spec.factions?.[i] ?? []).map(take));
  const attachments: Attachment[][] = base.players.map((_, i) =>
    (spec.attachments?.[i] ?? []).map(([p, m]) => {
      const mine = factions[i] ?? [];
      const pick = (s: string) => defined(mine.find((id) => id === s || base.cards[id]?.kind === s), `${s} in seat ${i}'s faction`);
      return { paladin: pick(p), monster: pick(m) };
    }));
  const row = spec.reveal ? spec.reveal.map(take) : revealed.splice(0, revealed.length);
  // Cards of the original row that were not used go back on top of the draw deck.
  draw = [...revealed, ...draw];
  const top = (spec.top ?? []).map(take);
  draw = [...top, ...draw];
  let aside = base.aside.slice();
  if (spec.deck) {
    const lastRound = defined(draw.find((id) => base.cards[id]?.type === 'lastRound'), 'Last Round card');
    draw = draw.filter((id) => id !== lastRound);
    const chosen = spec.deck.map((d) => (d === 'last-round' ? lastRound : take(d)));
    box = [...box, ...draw];
    // Left out of the deck, the Last Round card counts as already revealed and set aside.
    if (!chosen.includes(lastRound)) aside = [...aside, lastRound];
    draw = chosen;
  }
  if (spec.plagueDeck) {
    const chosen = spec.plagueDeck.map(take);
    box = [...box, ...plague];
    plague = chosen;
  }
  const revealer = seatId(spec.revealer ?? base.revealer);
  const n = spec.players;
  const state: GameState = {
    ...base,
    drawDeck: draw,
    aside,
    plagueDeck: plague,
    box,
    revealer,
    lastRound: spec.lastRound ?? base.lastRound,
    players: base.players.map((p, i) => ({ ...p, faction: factions[i] ?? [], attachments: attachments[i] ?? [] })),
    round: {
      ...round,
      revealer,
      revealed: row,
      announcements: Array.from({ length: n }, () => null),
      locked: Array.from({ length: n }, () => false),
    },
    events: [],
  };
  return {
    state,
    ids,
    id: (s, nth = 0) => defined(ids.get(s)?.[nth], `card chosen for "${s}" #${nth}`),
  };
}
