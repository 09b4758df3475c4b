/**
 * Battles: the player picks the next monster; attached paladins (+1 per Squire), archers aimed at it
 * and every Mage (one per monster still on the battlefield) add up against its resistance.
 * Before any battle a Rogue may be discarded to discard an unfought monster.
 */
import type { Contribution } from '../events';
import type { CardId, SeatId } from '../ids';
import { refuse, type MoveOf, type Refusal } from '../moves';
import type { BattleStage, GameState, PublicState } from '../state';
import { archerAttack } from './archers';
import { discard } from './discard';
import { cardDef, isKind, monsters, ofKind, owns, player } from './query';
import { requireResolution } from './resolution';
import { emit, lose, updatePlayer } from './update';

export function unfought(s: PublicState, seat: SeatId): CardId[] {
  const fought = new Set(requireResolution(s).fought);
  return monsters(s, seat).filter((id) => !fought.has(id));
}

/** Every hero's share of the attack on `monster` if it were fought now. */
export function attackBreakdown(s: PublicState, seat: SeatId, monster: CardId): Contribution[] {
  const p = player(s, seat);
  const out: Contribution[] = [];
  const paladins = p.attachments.filter((a) => a.monster === monster && p.faction.includes(a.paladin));
  for (const a of paladins) out.push({ card: a.paladin, attack: cardDef(s, a.paladin).attack ?? 0 });
  if (paladins.length > 0) for (const squire of ofKind(s, seat, 'squire')) out.push({ card: squire, attack: paladins.length });
  const archers = ofKind(s, seat, 'archer');
  const each = archerAttack(archers.length);
  for (const aim of requireResolution(s).aims) {
    if (aim.monster === monster && archers.includes(aim.archer)) out.push({ card: aim.archer, attack: each });
  }
  const onField = monsters(s, seat).length;
  for (const mage of ofKind(s, seat, 'mage')) out.push({ card: mage, attack: onField });
  return out;
}

export function attackTotal(s: PublicState, seat: SeatId, monster: CardId): number {
  return attackBreakdown(s, seat, monster).reduce((n, c) => n + c.attack, 0);
}

export function battleStage(s: PublicState, seat: SeatId): BattleStage {
  return requireResolution(s).stage[seat] ?? 'done';
}

function setStage(s: GameState, seat: SeatId, stage: BattleStage): GameState {
  const r = requireResolution(s);
  const list = r.stage.slice();
  list[seat] = stage;
  return { ...s, resolution: { ...r, stage: list } };
}

/** When no monster is left to fight, the survivors attack. */
export function advanceStage(s: GameState, seat: SeatId): GameState {
  return battleStage(s, seat) === 'fighting' && unfought(s, seat).length === 0 ? setStage(s, seat, 'attacks') : s;
}

export function checkFight(s: PublicState, m: MoveOf<'fight'>): Refusal | null {
  if (battleStage(s, m.seat) !== 'fighting') return refuse('illegal', 'battlesOver');
  if (!owns(s, m.seat, m.monster)) return refuse('notYourCard', 'fightOwnMonsters');
  if (!unfought(s, m.seat).includes(m.monster)) return refuse('illegal', 'alreadyFought');
  return null;
}

export function applyFight(s: GameState, m: MoveOf<'fight'>): GameState {
  const contributions = attackBreakdown(s, m.seat, m.monster);
  const attack = contributions.reduce((n, c) => n + c.attack, 0);
  const resistance = cardDef(s, m.monster).resistance ?? 0;
  const defeated = attack >= resistance;
  const r = requireResolution(s);
  let next: GameState = { ...s, resolution: { ...r, fought: [...r.fought, m.monster] } };
  if (defeated) next = updatePlayer(lose(next, m.seat, m.monster), m.seat, (p) => ({ ...p, defeated: [...p.defeated, m.monster] }));
  next = emit(next, { type: 'battleResolved', seat: m.seat, monster: m.monster, attack, resistance, defeated, contributions });
  return advanceStage(next, m.seat);
}

export function checkRogue(s: PublicState, m: MoveOf<'rogue'>): Refusal | null {
  if (battleStage(s, m.seat) !== 'fighting') return refuse('illegal', 'battlesOver');
  if (!owns(s, m.seat, m.rogue) || !owns(s, m.seat, m.monster)) return refuse('notYourCard', 'rogueOwn');
  if (!isKind(s, m.rogue, 'rogue')) return refuse('illegal', 'onlyRogue');
  if (!unfought(s, m.seat).includes(m.monster)) return refuse('illegal', 'rogueBeforeBattle');
  return null;
}

export function applyRogue(s: GameState, m: MoveOf<'rogue'>): GameState {
  return advanceStage(discard(discard(s, m.seat, m.rogue, 'rogue'), m.seat, m.monster, 'rogueTarget'), m.seat);
}

/** Order only matters through Mages and Rogues; without them, battles just happen. */
export function forcedFight(s: PublicState, seat: SeatId): MoveOf<'fight'> | null {
  if (battleStage(s, seat) !== 'fighting') return null;
  const next = unfought(s, seat);
  const first = next[0];
  if (first === undefined || ofKind(s, seat, 'rogue').length > 0) return null;
  return next.length === 1 || ofKind(s, seat, 'mage').length === 0 ? { type: 'fight', seat, monster: first } : null;
}

export function enterBattles(s: GameState): GameState {
  return s.players.reduce((next, p) => advanceStage(next, p.seat), s);
}
