/**
 * Runs the AI seats: when the game waits for an AI, its PlayerView goes to the platform's bot
 * worker (through `MirianthBots`); the answer is applied after the minimum delay, once the table
 * has caught up, unless the table moved on meanwhile.
 */
import { checkMove, legalMoves, playerView, type GameState, type Move, type SeatId } from '../../../../engine/games/mirianth';
import { floor } from './floor';
import { AI_MIN_DELAY_MS, animationGate, sleep } from '../../../game/pace';
import type { MirianthBots } from './mirianthBots';
import { awaitedAis } from './seats';
import type { Session } from './session';
import { settings } from '../../../game/settings';
import { isAi, type AiLevel, type SeatConfig } from './types';
import { fnv1a } from '../../../../engine/kit/hash';

function seedFor(seed: string, seat: SeatId): number {
  return fnv1a(`${seed}#${seat}`);
}

/** Steers the AI seats from outside (the guided game's coach): a move to play, 'wait' to hold them, or null to let the bots decide. */
export interface BotSteer {
  decide(): Move | 'wait' | null;
  subscribe(listener: () => void): () => void;
}

/** An AI seat's turn as it was asked: the seat and its level, the coach's move if it steers, and the table then. */
interface BotTurn {
  seat: SeatId;
  level: AiLevel;
  steered: Move | null;
  gameId: number;
  epoch: number;
  seed: string;
  seats: readonly SeatConfig[];
  asked: GameState;
}

/** Whether a person has the floor first at this moment (in a dispute with a human, the human speaks first; see floor.ts). */
function humanFirst(state: GameState, seats: readonly SeatConfig[]): boolean {
  return floor.update(state, seats, settings.get().botWait).length > 0;
}

/** The AI seat to ask now, or null when none should act (no game on, a person's turn or floor, the coach holds the bots). */
function nextBotTurn(session: Session, steer?: BotSteer): BotTurn | null {
  const snap = session.getSnapshot();
  const state = session.fullState();
  const config = snap.config;
  if (!state || !config || snap.screen !== 'playing') return null;
  const seat = awaitedAis(state, config.seats)[0];
  const kind = seat === undefined ? undefined : config.seats[seat]?.kind;
  if (seat === undefined || kind === undefined || !isAi(kind)) return null;
  if (humanFirst(state, config.seats)) return null;
  const steered = steer?.decide() ?? null;
  if (steered === 'wait') return null;
  return { seat, level: kind, steered, gameId: snap.gameId, epoch: session.epoch(), seed: snap.seed, seats: config.seats, asked: state };
}

/** The turn's move (the coach's, or the bot's answer), once the table's minimum pause has passed and its animations are done. */
async function decide(session: Session, bots: MirianthBots, turn: BotTurn): Promise<Move | null> {
  const { seat, steered } = turn;
  session.setThinking([steered?.seat ?? seat]);
  const started = performance.now();
  const view = playerView(turn.asked, seat);
  const move = steered ?? await bots.choose(turn.gameId, seat, turn.level, seedFor(turn.seed, seat), view, session.movesPlayed());
  await sleep(Math.max(0, AI_MIN_DELAY_MS[settings.get().speed] - (performance.now() - started)));
  await animationGate.idle();
  return move;
}

/** Whether the table the turn was asked on is gone: a new game, an undo or a load replaced it (the answer is dropped). */
function replaced(session: Session, turn: BotTurn): boolean {
  const latest = session.getSnapshot();
  return latest.gameId !== turn.gameId || session.epoch() !== turn.epoch || latest.screen !== 'playing';
}

/** The turn's move if the table still takes it; null when the answer is dropped. */
function playable(session: Session, turn: BotTurn, move: Move | null, steer?: BotSteer): Move | null {
  // The steer changed its mind meanwhile (the coach now waits for the person): drop the answer.
  if (steer && steer.decide() !== turn.steered) return null;
  const now = session.fullState();
  // A human spoke while the bot thought, and the new moment is theirs first.
  if (now && now !== turn.asked && humanFirst(now, turn.seats)) return null;
  if (move && now && checkMove(now, move) !== null) {
    // The table moved on while the bot thought (a human acted in parallel): ask again,
    // unless nothing changed, which would mean the bot itself is wrong.
    return now === turn.asked ? legalMoves(playerView(now, turn.seat), turn.seat)[0] ?? null : null;
  }
  return move;
}

export function startBotScheduler(session: Session, bots: MirianthBots, steer?: BotSteer): () => void {
  let busy = false;
  let stopped = false;

  /** One AI turn if one is due: false when no AI acts now. */
  const runOnce = async (): Promise<boolean> => {
    const turn = nextBotTurn(session, steer);
    if (!turn) return false;
    busy = true;
    const move = await decide(session, bots, turn);
    if (stopped || replaced(session, turn)) return true;
    const played = playable(session, turn, move, steer);
    session.setThinking([]);
    if (played) session.submit(played);
    return true;
  };

  const kick = () => {
    if (busy || stopped) return;
    void runOnce().then((acted) => {
      if (!acted) return;
      busy = false;
      if (session.getSnapshot().thinking.length > 0 && !stopped) session.setThinking([]);
      queueMicrotask(kick);
    }, (error: unknown) => {
      busy = false;
      console.warn('The AI scheduler stopped on an error', error);
    });
  };

  const unsubscribe = session.subscribe(() => {
    const snap = session.getSnapshot();
    // Keep the floor current for the HUD even while the bots are idle.
    floor.update(snap.screen === 'playing' ? session.fullState() : null, snap.config?.seats ?? [], settings.get().botWait);
    kick();
  });
  const unwatch = floor.subscribe(kick);
  const unsettle = settings.subscribe(kick);
  const unsteer = steer?.subscribe(kick);
  kick();
  return () => {
    stopped = true;
    unsteer?.();
    unsubscribe();
    unwatch();
    unsettle();
  };
}
