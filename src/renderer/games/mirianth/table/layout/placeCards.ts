/**
 * Where every visible card lies for a given public state: the table's picture of the rules' data.
 * Pure: the scene and the animation planner both use it, and unit tests check it.
 */
import {
  BUILDING_KINDS, HERO_KINDS, MONSTER_KINDS, TREASURE_KINDS, type CardDef, type CardId, type PublicState, type SeatId,
} from '../../../../../engine/games/mirianth';
import { cardHeight, type SeatArea, type TableLayout, type ZoneRect } from './tableLayout';
import { TUCK_MAX, TUCK_STEP, ZONE_IDS, type ZoneId } from './zones';

export type PlaceZone = ZoneId | 'reveal' | 'aside';

/** A number shown on a card's corner: how many cards its group stacks, a plague stack's total, a tucked paladin's attack. */
export interface CardBadge { text: string; tone: 'count' | 'plague' | 'attack' }

export interface Placement {
  id: CardId;
  /** Centre of the card. */
  x: number;
  y: number;
  /** Card width in pixels. */
  w: number;
  rot: number;
  z: number;
  faceUp: boolean;
  seat: SeatId | null;
  zone: PlaceZone;
  badge?: CardBadge;
}

/**
 * A fan tighter than this (in card widths per card) cuts the names printed across the card's top
 * ("ARCH", "PEDDL"): alike cards are stacked instead, with a count.
 */
export const GROUP_BELOW_STEP = 0.95;
/** How far each card of a stack shows beneath the one on top, in card widths. */
const STACK_STEP = 0.05;

const KIND_ORDER: readonly string[] = [...HERO_KINDS, ...BUILDING_KINDS, ...TREASURE_KINDS, ...MONSTER_KINDS, 'plague'];

function byKind(cards: Record<string, CardDef>): (a: CardId, b: CardId) => number {
  const rank = (id: CardId) => KIND_ORDER.indexOf(cards[id]?.kind ?? '');
  const attack = (id: CardId) => cards[id]?.attack ?? 0;
  return (a, b) => rank(a) - rank(b) || attack(b) - attack(a) || a.localeCompare(b);
}

/** Card centres for `n` cards in a zone, fanned or piled per the zone's spec. */
export function fanZone(zone: ZoneRect, n: number, card: number): { x: number; y: number; rot: number }[] {
  const y = zone.y + cardHeight(card) / 2;
  const out: { x: number; y: number; rot: number }[] = [];
  if (zone.spec.fan === 'pile') {
    for (let i = 0; i < n; i++) {
      const wobble = i === n - 1 ? 0 : ((i * 37) % 7) / 7 - 0.5;
      out.push({ x: zone.x + card / 2 + Math.min(i, 6) * 1.5, y: y - Math.min(i, 6) * 1.5, rot: zone.spec.rot + wobble * 0.06 });
    }
    return out;
  }
  const step = n > 1 ? Math.min(zone.spec.maxStep * card, (zone.w - card) / (n - 1)) : 0;
  for (let i = 0; i < n; i++) out.push({ x: zone.x + card / 2 + i * step, y, rot: zone.spec.rot });
  return out;
}

const ZONE_OF_TYPE: Partial<Record<CardDef['type'], ZoneId>> = {
  hero: 'heroes', building: 'buildings', treasure: 'treasures', monster: 'monsters', plague: 'plague',
};

function placeSeat(s: PublicState, area: SeatArea, out: Map<CardId, Placement>): void {
  const p = s.players[area.seat];
  if (!p) return;
  const c = area.card;
  const h = cardHeight(c);
  const attached = new Set(p.attachments.filter((a) => p.faction.includes(a.paladin) && p.faction.includes(a.monster)).map((a) => a.paladin));
  const lists: Record<ZoneId, CardId[]> = { kingdom: [p.kingdom], heroes: [], buildings: [], treasures: [], monsters: [], plague: [], defeated: [...p.defeated] };
  for (const id of p.faction) {
    const zone = ZONE_OF_TYPE[s.cards[id]?.type ?? 'kingdom'];
    if (zone && !attached.has(id)) lists[zone].push(id);
  }
  const sort = byKind(s.cards);
  const tuckedUnder = (monster: CardId) => p.attachments.filter((a) => a.monster === monster && attached.has(a.paladin));
  ZONE_IDS.forEach((zoneId, zi) => {
    const ids = zoneId === 'defeated' ? lists[zoneId] : lists[zoneId].sort(sort);
    const zone = area.zones[zoneId];
    const groups = zone.spec.fan === 'row' && zoneId !== 'defeated' ? groupAlike(s, ids, zone, c, (id) => tuckedUnder(id).length > 0) : ids.map((id) => [id]);
    const spots = fanZone(zone, groups.length, c);
    let order = 0;
    groups.forEach((group, gi) => {
      const spot = spots[gi];
      if (!spot) return;
      group.forEach((id, k) => {
        const i = order++;
        // A stack: the cards beneath peek out up and to the left; the top one carries the count.
        const back = group.length - 1 - k;
        const at = { x: spot.x - back * STACK_STEP * c, y: spot.y - back * STACK_STEP * c, rot: spot.rot };
        const z = 100 + zi * 60 + i * 3;
        const top = k === group.length - 1;
        const placed: Placement = { id, ...at, w: c, z, faceUp: true, seat: area.seat, zone: zoneId };
        if (top && group.length > 1) placed.badge = { text: `×${group.length}`, tone: 'count' };
        if (zoneId === 'plague' && top && ids.length > 1) placed.badge = { text: `Σ${plagueTotal(s, ids)}`, tone: 'plague' };
        out.set(id, placed);
        if (zoneId !== 'monsters') return;
        const tucked = tuckedUnder(id);
        // Many paladins under one monster peek out less each, so they stay within the zone's margin.
        const step = Math.min(TUCK_STEP, TUCK_MAX / tucked.length);
        tucked.forEach((a, j) => {
          const n = j + 1;
          out.set(a.paladin, {
            id: a.paladin, x: at.x + n * 0.06 * c, y: at.y - n * step * h, rot: at.rot, w: c, z: z - n * 0.5,
            faceUp: true, seat: area.seat, zone: 'monsters', badge: { text: `+${s.cards[a.paladin]?.attack ?? 0}`, tone: 'attack' },
          });
        });
      });
    });
  });
}

/** The plague points of a stack of plague cards. */
function plagueTotal(s: PublicState, ids: readonly CardId[]): number {
  return ids.reduce((n, id) => n + (s.cards[id]?.plague ?? 0), 0);
}

/**
 * Cards of a zone as the fan shows them: one by one while the fan leaves their names readable,
 * otherwise alike cards (same kind and strength; a monster with a paladin stands alone) share one
 * place as a stack. `ids` come sorted, so alike cards are neighbours.
 */
export function groupAlike(s: PublicState, ids: readonly CardId[], zone: ZoneRect, card: number, alone: (id: CardId) => boolean): CardId[][] {
  const single = ids.map((id) => [id]);
  if (ids.length < 2 || (zone.w - card) / (ids.length - 1) >= GROUP_BELOW_STEP * card) return single;
  const key = (id: CardId) => {
    const d = s.cards[id];
    return alone(id) ? `#${id}` : `${d?.kind ?? id}:${d?.attack ?? ''}`;
  };
  const groups: CardId[][] = [];
  for (const id of ids) {
    const last = groups[groups.length - 1];
    const first = last?.[0];
    if (last && first !== undefined && key(first) === key(id)) last.push(id);
    else groups.push([id]);
  }
  return groups;
}

/** Revealed cards still waiting on the row: not yet won by anyone nor sent to the box. */
export function cardsOnRevealRow(s: PublicState): CardId[] {
  const r = s.round;
  if (!r) return [];
  const taken = new Set<CardId>(s.box);
  for (const p of s.players) for (const id of p.faction) taken.add(id);
  return r.revealed.filter((id) => !taken.has(id));
}

export function placeCards(s: PublicState, layout: TableLayout): Map<CardId, Placement> {
  const out = new Map<CardId, Placement>();
  for (const area of layout.seats) placeSeat(s, area, out);
  const center = layout.center;
  const revealed = s.round?.revealed ?? [];
  const onRow = new Set(cardsOnRevealRow(s));
  revealed.forEach((id, i) => {
    if (!onRow.has(id)) return;
    out.set(id, { id, ...center.reveal(i, revealed.length), rot: 0, w: center.card, z: 2000 + i, faceUp: true, seat: null, zone: 'reveal' });
  });
  s.aside.forEach((id, i) => {
    out.set(id, { id, x: center.aside.x, y: center.aside.y, rot: center.aside.rot, w: center.card * 0.92, z: 1900 + i, faceUp: true, seat: null, zone: 'aside' });
  });
  return out;
}
