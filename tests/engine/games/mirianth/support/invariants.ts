/**
 * Whole-state invariants checked after every move of the property test, written from the
 * rulebook rather than from the engine's own bookkeeping.
 */
import type { GameState } from '../../../../../src/engine/games/mirianth';

/** Components of the full box (book): 101 faction cards, 19 plague cards, 1 Last Round card. */
export const FACTION_CARDS = 101;
export const PLAGUE_CARDS = 19;
export const LAST_ROUND_CARDS = 1;

/**
 * Every card is in exactly one place: draw deck, plague deck, box, set aside, the revealed row
 * (revealed and not yet taken), a faction or a defeated pile; each Kingdom card belongs to its
 * seat and sits nowhere else. Returns the problems found (empty when sound).
 */
export function misplacedCards(s: GameState): string[] {
  const problems: string[] = [];
  const places = new Map<string, string>();
  const twice = new Set<string>();
  const put = (place: string, ids: readonly string[]) => {
    for (const id of ids) {
      if (places.has(id)) twice.add(id);
      places.set(id, place);
    }
  };
  put('drawDeck', s.drawDeck);
  put('plagueDeck', s.plagueDeck);
  put('box', s.box);
  put('aside', s.aside);
  const r = s.round;
  if (r) {
    // While announcing, the whole row lies on the table; afterwards only the unannounced cards
    // and the cards of disputes not yet settled do.
    if (s.step === 'announcing') put('row', r.revealed);
    else {
      put('row', r.open);
      for (const d of r.disputes) if (d.winner === null) put('row', [d.card]);
    }
  }
  for (const p of s.players) {
    put(`faction ${p.seat}`, p.faction);
    put(`defeated ${p.seat}`, p.defeated);
    put(`kingdom ${p.seat}`, [p.kingdom]);
  }
  for (const id of twice) problems.push(`${id} is in more than one place (last seen in ${places.get(id)})`);
  for (const id in s.cards) if (!places.has(id)) problems.push(`${id} is in no place`);
  for (const id of places.keys()) if (!Object.hasOwn(s.cards, id)) problems.push(`${id} is not a card of this game`);
  problems.push(...catalogProblems(s));
  // Attachments only join a seat's own paladins to its own monsters, one monster per paladin.
  for (const p of s.players) {
    const paladins = p.attachments.map((a) => a.paladin);
    if (new Set(paladins).size !== paladins.length) problems.push(`seat ${p.seat} attached a paladin twice`);
    for (const a of p.attachments) {
      if (!p.faction.includes(a.paladin) || !p.faction.includes(a.monster)) problems.push(`seat ${p.seat} keeps a stale attachment ${a.paladin}->${a.monster}`);
      if (s.cards[a.paladin]?.kind !== 'paladin' || s.cards[a.monster]?.type !== 'monster') problems.push(`seat ${p.seat} has a bad attachment`);
    }
  }
  return problems;
}

/** The catalog of a game never changes: check each one once. */
const catalogChecked = new WeakMap<object, string[]>();

function catalogProblems(s: GameState): string[] {
  const known = catalogChecked.get(s.cards);
  if (known) return known;
  const all = Object.values(s.cards);
  const count = (type: string) => all.filter((d) => d.type === type).length;
  const problems: string[] = [];
  const factionCards = all.filter((d) => ['treasure', 'building', 'hero', 'monster'].includes(d.type)).length;
  if (factionCards !== FACTION_CARDS) problems.push(`${factionCards} faction cards instead of ${FACTION_CARDS}`);
  if (count('plague') !== PLAGUE_CARDS) problems.push(`${count('plague')} plague cards instead of ${PLAGUE_CARDS}`);
  if (count('lastRound') !== LAST_ROUND_CARDS) problems.push(`${count('lastRound')} Last Round cards`);
  if (count('kingdom') !== s.players.length) problems.push(`${count('kingdom')} Kingdom cards for ${s.players.length} seats`);
  catalogChecked.set(s.cards, problems);
  return problems;
}
