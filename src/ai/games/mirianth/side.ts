/**
 * A compact, read-only picture of one player's faction for the resolution solver: plain arrays
 * of small records instead of card ids looked up in the state. Built from a player view (or any
 * public state), so it never needs hidden information.
 */
import { CARD_RULES, PENALTIES, SABOTEUR_PENALTY, type CardDef, type CardId, type CardKind, type PublicState, type SeatId } from '../../../engine/games/mirianth';

/** A hero. `target` is a monster index: attached paladin or aimed archer; -1 none; FREE = to be chosen. */
export interface HeroUnit {
  id: CardId;
  kind: CardKind;
  vp: number;
  attack: number;
  target: number;
}

export interface PlainUnit {
  id: CardId;
  kind: CardKind;
  vp: number;
  acc: number;
}

export interface MonsterUnit {
  id: CardId;
  kind: CardKind;
  vp: number;
  res: number;
  /** Penalty counts: hero, building, treasure. */
  h: number;
  b: number;
  t: number;
  fought: boolean;
}

export interface Side {
  seat: SeatId;
  heroes: HeroUnit[];
  buildings: PlainUnit[];
  treasures: PlainUnit[];
  monsters: MonsterUnit[];
  /** Hero penalties of each plague card held. */
  plagues: number[];
  plagueIds: CardId[];
  /** Kinds of the monsters already defeated, and their VP. */
  defeatedKinds: CardKind[];
  defeatedVp: number;
  /** Points that do not depend on this player's choices (neighbours' Saboteurs). */
  constant: number;
  /** Value given to each own Saboteur kept, beyond its printed VP (the harm it does to neighbours). */
  sabotage: number;
  /** Unattached paladins that may still be attached (negotiation projections). */
  freeAttach: number;
}

export const FREE = -2;
export const NONE = -1;

/** Accommodation by card kind, from the engine's card rules. */
export function accommodationOfKind(kind: CardKind): number {
  return CARD_RULES[kind].accommodation;
}

export const PENALTY_TYPES = PENALTIES;

export function monsterUnit(def: CardDef, fought: boolean): MonsterUnit {
  const p = def.penalties ?? [];
  let h = 0;
  let b = 0;
  let t = 0;
  for (const x of p) {
    if (x === 'hero') h++;
    else if (x === 'building') b++;
    else t++;
  }
  return { id: def.id, kind: def.kind, vp: def.vp, res: def.resistance ?? 0, h, b, t, fought };
}

export function neighbourSeats(count: number, seat: number): number[] {
  const left = (seat + count - 1) % count;
  const right = (seat + 1) % count;
  return [...new Set([left, right])].filter((s) => s !== seat);
}

export interface SideOptions {
  /** Archers without an aim are FREE (not yet aimed) rather than aimed at nothing. */
  archersFree: boolean;
  /** Unattached paladins the projection may still attach. */
  freeAttach: number;
  /** Extra cards to count as held (hypothetical acquisitions). */
  extra?: readonly CardDef[];
  /** Cards to leave out (hypothetical losses). */
  without?: ReadonlySet<string>;
}

/** The value of harm done to neighbours, measured against the average opponent. */
export function sabotageValue(players: number): number {
  const n = neighbourSeats(players, 0).length;
  return players <= 1 ? 0 : (SABOTEUR_PENALTY * n) / (players - 1);
}

export function buildSide(s: PublicState, seat: SeatId, opts: SideOptions): Side {
  const p = s.players[seat];
  if (!p) throw new Error(`Unknown seat ${seat}`);
  const without = opts.without;
  const defs: CardDef[] = [];
  for (const id of p.faction) {
    if (without?.has(id)) continue;
    const d = s.cards[id];
    if (d) defs.push(d);
  }
  if (opts.extra) defs.push(...opts.extra);
  const fought = new Set<string>(s.resolution?.fought ?? []);
  const monsters: MonsterUnit[] = [];
  const heroes: HeroUnit[] = [];
  const buildings: PlainUnit[] = [];
  const treasures: PlainUnit[] = [];
  const plagues: number[] = [];
  const plagueIds: CardId[] = [];
  const index = new Map<string, number>();
  for (const d of defs) {
    if (d.type === 'monster') {
      index.set(d.id, monsters.length);
      monsters.push(monsterUnit(d, fought.has(d.id)));
    }
  }
  const attached = new Map<string, string>();
  for (const a of p.attachments) attached.set(a.paladin, a.monster);
  const aimed = new Map<string, string>();
  for (const a of s.resolution?.aims ?? []) aimed.set(a.archer, a.monster);
  for (const d of defs) {
    switch (d.type) {
      case 'hero': {
        let target = NONE;
        if (d.kind === 'paladin') {
          const m = attached.get(d.id);
          target = m === undefined ? NONE : index.get(m) ?? NONE;
        } else if (d.kind === 'archer') {
          const m = aimed.get(d.id);
          target = m === undefined ? (opts.archersFree ? FREE : NONE) : index.get(m) ?? NONE;
        }
        heroes.push({ id: d.id, kind: d.kind, vp: d.vp, attack: d.attack ?? 0, target });
        break;
      }
      case 'building':
        buildings.push({ id: d.id, kind: d.kind, vp: d.vp, acc: accommodationOfKind(d.kind) });
        break;
      case 'treasure':
        treasures.push({ id: d.id, kind: d.kind, vp: d.vp, acc: 0 });
        break;
      case 'plague':
        plagues.push(d.plague ?? 0);
        plagueIds.push(d.id);
        break;
      default:
        break;
    }
  }
  const defeatedKinds: CardKind[] = [];
  let defeatedVp = 0;
  for (const id of p.defeated) {
    const d = s.cards[id];
    if (!d) continue;
    defeatedKinds.push(d.kind);
    defeatedVp += d.vp;
  }
  let constant = 0;
  for (const n of neighbourSeats(s.players.length, seat)) {
    const q = s.players[n];
    if (!q) continue;
    for (const id of q.faction) if (s.cards[id]?.kind === 'saboteur') constant -= SABOTEUR_PENALTY;
  }
  return {
    seat, heroes, buildings, treasures, monsters, plagues, plagueIds, defeatedKinds, defeatedVp, constant,
    sabotage: sabotageValue(s.players.length), freeAttach: opts.freeAttach,
  };
}
