/**
 * The coach's script as data: every step of the guided first game, in order, with what it points
 * at, the rules section it links to, and what moves it on: the person's "Next", or a moment of
 * the game (a predicate over the public state the table shows). Exhaustive on purpose: a new step
 * id does not compile until it is written here.
 */
import { awaitingSeats, type PublicState, type SeatId, type StepId } from '../../../../engine/games/mirianth';
import type { SectionId } from '../rules/sections';

export const COACH_STEP_IDS = [
  'welcome', 'reveal', 'announce', 'dispute', 'promise', 'deal', 'plagueAnnounce', 'noDeal', 'plagueTest',
  'playOn', 'attach', 'untilLast', 'lastRound', 'lastRoundPlay', 'resolution', 'archers', 'housing', 'plagues',
  'battles', 'finalHousing', 'scoring',
] as const;
export type CoachStepId = (typeof COACH_STEP_IDS)[number];

/** Places on the table (drawn by Pixi, located through the layout table) the coach can point at. */
export type TableSpot = 'ownArea' | 'ownMonsters' | 'reveal' | 'fate' | 'lastRoundCard' | 'seat1' | 'seat2';
export type CoachTarget =
  | { kind: 'table'; spot: TableSpot }
  /** A HUD element, by its data-testid (the first one found of the list); `@glow` is the control to click, `^x` a test id starting with x. */
  | { kind: 'hud'; testIds: readonly string[] };

/** What moves a step on. `next`: the person reads and clicks Next (the bots wait meanwhile). */
export type Advance = { kind: 'next' } | { kind: 'until'; done: (s: PublicState) => boolean };

export interface CoachStep {
  target: CoachTarget;
  /** Table spots the coach's card must leave in sight (something plays there during the step). */
  watch?: readonly TableSpot[];
  advance: Advance;
  section: SectionId;
}

/** The person's seat in the guided game. */
export const COACH_HUMAN = 0 as SeatId;

const RESOLUTION: readonly StepId[] = ['archerTargets', 'initialAccommodation', 'plagueEffect', 'battles', 'finalAccommodation', 'gameOver'];

/** True once the game has gone beyond resolution step `step`. */
export function pastStep(s: PublicState, step: StepId): boolean {
  const at = RESOLUTION.indexOf(s.step);
  return at > RESOLUTION.indexOf(step);
}

const inResolution = (s: PublicState): boolean => RESOLUTION.includes(s.step);
const next: Advance = { kind: 'next' };
const until = (done: (s: PublicState) => boolean): Advance => ({ kind: 'until', done });
const table = (spot: TableSpot): CoachTarget => ({ kind: 'table', spot });
const hud = (...testIds: string[]): CoachTarget => ({ kind: 'hud', testIds });

export const COACH_STEPS: Record<CoachStepId, CoachStep> = {
  welcome: { target: table('ownArea'), advance: next, section: 'overview' },
  reveal: { target: table('reveal'), advance: next, section: 'round' },
  announce: { target: hud('@glow', 'announce-panel'), advance: until((s) => s.step === 'bargaining' || s.roundNo > 1), section: 'announcements' },
  dispute: { target: table('reveal'), advance: next, section: 'disputes' },
  // The deal is accepted and the round ends in the same move: round 2 means the deal stood.
  promise: { target: hud('@glow', 'promise-builder', 'bargain-panel'), advance: until((s) => s.roundNo > 1), section: 'promises' },
  // The promise token the person gave, on the bot's name plate.
  deal: { target: hud('^promise-token-', 'seat-plate-1'), advance: next, section: 'promises' },
  plagueAnnounce: { target: hud('@glow', 'announce-panel'), advance: until((s) => (s.roundNo === 2 && s.step === 'bargaining') || s.roundNo > 2), section: 'disputes' },
  noDeal: { target: hud('deal-nodeal'), watch: ['fate'], advance: until((s) => s.roundNo > 2), section: 'plague' },
  plagueTest: { target: table('fate'), advance: next, section: 'plague' },
  playOn: {
    target: hud('announce-panel', 'attach-panel'),
    advance: until((s) => (s.step === 'attaching' && awaitingSeats(s).includes(COACH_HUMAN)) || (s.players[COACH_HUMAN]?.attachments.length ?? 0) > 0),
    section: 'round',
  },
  attach: { target: table('ownMonsters'), advance: until((s) => (s.players[COACH_HUMAN]?.attachments.length ?? 0) > 0), section: 'round' },
  untilLast: { target: hud('announce-panel', 'attach-panel'), advance: until((s) => s.lastRound !== 'notYet'), section: 'round' },
  lastRound: { target: table('lastRoundCard'), advance: next, section: 'lastRound' },
  lastRoundPlay: { target: hud('announce-panel'), advance: until(inResolution), section: 'lastRound' },
  resolution: { target: hud('hud-step'), advance: next, section: 'resolution' },
  archers: { target: hud('aim-panel'), advance: until((s) => pastStep(s, 'archerTargets')), section: 'resolution' },
  housing: { target: hud('discard-panel'), advance: until((s) => pastStep(s, 'initialAccommodation')), section: 'resolution' },
  plagues: { target: hud('penalty-panel'), advance: until((s) => pastStep(s, 'plagueEffect')), section: 'resolution' },
  battles: { target: table('ownMonsters'), advance: until((s) => pastStep(s, 'battles')), section: 'resolution' },
  finalHousing: { target: hud('discard-panel'), advance: until((s) => s.step === 'gameOver'), section: 'resolution' },
  scoring: { target: hud('score-sheet'), advance: next, section: 'scoring' },
};

export function isCoachStepId(value: unknown): value is CoachStepId {
  return typeof value === 'string' && (COACH_STEP_IDS as readonly string[]).includes(value);
}
