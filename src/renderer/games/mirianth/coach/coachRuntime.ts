/**
 * The coach at run time: follows the session, the table and the save record, and keeps one store
 * saying whether the live game is the guided game, where the coach is in its script, and which
 * move the script expects next. The bot scheduler asks it (`coachSteer`) before asking a bot.
 */
import type { Move } from '../../../../engine/games/mirianth';
import type { BotSteer } from '../game/botScheduler';
import { session } from '../game/session';
import { shownGame, shownSnapshot } from '../game/shown';
import { gameSource } from '../game/source';
import { persistence } from '../saves/live';
import { createStore } from '../../../store';
import { guidedConfig, guidedGame } from './guidedGame';
import { freshProgress, holdsTable, pressNext, rewindTo, settle, type CoachProgress } from './progress';
import { scriptedNext } from './script';
import { COACH_HUMAN } from './steps';
import { readStored, writeStored, type StoredCoach } from './storage';

export interface CoachState {
  /** The live game is the guided game and the lesson is not over. */
  active: boolean;
  progress: CoachProgress | null;
  /** The moves so far are the script's. */
  onScript: boolean;
  /** The scripted next move (any seat), while on script. */
  next: Move | null;
  /** Moves played in the live game. */
  moves: number;
}

const OFF: CoachState = { active: false, progress: null, onScript: false, next: null, moves: 0 };
export const coachStore = createStore<CoachState>(OFF);
/** What is kept across visits (read once, then updated here). */
export const coachSaved = createStore<StoredCoach | null>(null);

let pendingStart = false;
let sessionGame = -1;

function store(value: StoredCoach): void {
  coachSaved.set(value);
  writeStored(value);
}

function recompute(): void {
  const saved = coachSaved.get();
  const record = persistence.get();
  const snap = session.getSnapshot();
  if (!saved || saved.progress.finished || !record || record.gameId !== saved.gameId || snap.screen !== 'playing' || !gameSource.isLocal()) {
    coachStore.set(OFF);
    return;
  }
  const moves = record.timeline.moves;
  let progress = saved.progress;
  // The game was reopened (Continue, a load): the save may hold fewer moves than the coach saw.
  if (snap.gameId !== sessionGame) {
    sessionGame = snap.gameId;
    progress = rewindTo(progress, moves.length);
  }
  const view = shownSnapshot(snap, shownGame.get(), shownGame.driven()).view;
  if (view) progress = settle(progress, view, moves.length);
  if (progress !== saved.progress) store({ ...saved, progress });
  const { onScript, next } = scriptedNext(moves, guidedGame().moves);
  const prev = coachStore.get();
  if (prev.active && prev.progress === progress && prev.onScript === onScript && prev.next === next && prev.moves === moves.length) return;
  coachStore.set({ active: !progress.finished, progress, onScript, next, moves: moves.length });
}

let started = false;

/** Starts following the game (once per page). */
export function startCoach(): void {
  if (started) return;
  started = true;
  coachSaved.set(readStored());
  // The record's listener was attached first: at 'started' it already holds the new game's id.
  session.onGame((event) => {
    if (event.type !== 'started' || !pendingStart) return;
    pendingStart = false;
    const record = persistence.get();
    if (record) store({ gameId: record.gameId, progress: freshProgress() });
  });
  session.subscribe(recompute);
  shownGame.subscribe(recompute);
  persistence.subscribe(recompute);
  gameSource.subscribe(recompute);
  recompute();
}

/** The seats' names in the page's language: the person, and the second and third bot names. */
export function guidedNames(t: (key: string, options?: Record<string, unknown>) => unknown): { human: string; bots: [string, string] } {
  const bots = t('botNames', { returnObjects: true });
  const list = Array.isArray(bots) ? bots.map(String) : [];
  return { human: String(t('newGame.defaultHuman', { n: 1 })), bots: [list[1] ?? 'AI 2', list[2] ?? 'AI 3'] };
}

/** "Learn to play" / "Replay the guided game" (new-game screen, Game menu): a fresh guided game with the coach at its first step. */
export function startGuidedGame(names: { human: string; bots: readonly [string, string] }): void {
  startCoach();
  pendingStart = true;
  session.start(guidedConfig(names));
  pendingStart = false;
  recompute();
}

export function coachNext(): void {
  const saved = coachSaved.get();
  const state = coachStore.get();
  if (!saved || !state.active || !state.progress) return;
  const progress = pressNext(state.progress, state.moves);
  store({ ...saved, progress });
  recompute();
}

/** Holds the AI seats while the coach waits for the person, and plays the script's bot moves. */
export const coachSteer: BotSteer = {
  decide(): Move | 'wait' | null {
    recompute();
    const c = coachStore.get();
    if (!c.active || !c.progress) return null;
    if (holdsTable(c.progress)) return 'wait';
    if (!c.onScript || !c.next) return null;
    return c.next.seat === COACH_HUMAN ? 'wait' : c.next;
  },
  subscribe: (listener) => coachStore.subscribe(listener),
};
