/**
 * Runs the AI seats: when the game waits for an AI, its PlayerView goes to the bot worker; the
 * answer is applied after the minimum delay, once the table has caught up.
 */
import { checkMove, legalMoves, playerView, type Move, type SeatId } from '../../../../engine/games/mirianth';
import type { BotClient } from './botClient';
import { floor } from './floor';
import { AI_MIN_DELAY_MS, animationGate, sleep } from '../../../game/pace';
import { awaitedAis } from './seats';
import type { Session } from './session';
import { settings } from '../../../game/settings';
import { isAi } from './types';
import { fnv1a } from '../../../../engine/kit/hash';

function seedFor(seed: string, seat: SeatId): number {
  return fnv1a(`${seed}#${seat}`);
}

/** Steers the AI seats from outside (the guided game's coach): a move to play, 'wait' to hold them, or null to let the bots decide. */
export interface BotSteer {
  decide(): Move | 'wait' | null;
  subscribe(listener: () => void): () => void;
}

export function startBotScheduler(session: Session, client: BotClient, steer?: BotSteer): () => void {
  let busy = false;
  let stopped = false;

  const runOnce = async (): Promise<boolean> => {
    const snap = session.getSnapshot();
    const state = session.fullState();
    const config = snap.config;
    if (!state || !config || snap.screen !== 'playing') return false;
    const seat = awaitedAis(state, config.seats)[0];
    const kind = seat === undefined ? undefined : config.seats[seat]?.kind;
    if (seat === undefined || kind === undefined || !isAi(kind)) return false;
    // In a dispute with a human, the human speaks first (see floor.ts).
    if (floor.update(state, config.seats, settings.get().botWait).length > 0) return false;
    const steered = steer?.decide() ?? null;
    if (steered === 'wait') return false;

    busy = true;
    const gameId = snap.gameId;
    const epoch = session.epoch();
    const asked = session.fullState();
    session.setThinking([steered?.seat ?? seat]);
    const started = performance.now();
    const view = playerView(state, seat);
    let move: Move | null = steered ?? await client.choose(gameId, seat, kind, seedFor(snap.seed, seat), view, session.movesPlayed());
    await sleep(Math.max(0, AI_MIN_DELAY_MS[settings.get().speed] - (performance.now() - started)));
    await animationGate.idle();
    const latest = session.getSnapshot();
    // A new game, an undo or a load replaced the state the bot was asked about: its answer is dropped.
    if (stopped || latest.gameId !== gameId || session.epoch() !== epoch || latest.screen !== 'playing') return true;
    // The steer changed its mind meanwhile (the coach now waits for the person): drop the answer.
    if (steer && steer.decide() !== steered) {
      session.setThinking([]);
      return true;
    }

    const now = session.fullState();
    // A human spoke while the bot thought, and the new moment is theirs first.
    if (now && now !== asked && floor.update(now, config.seats, settings.get().botWait).length > 0) {
      session.setThinking([]);
      return true;
    }
    if (move && now && checkMove(now, move) !== null) {
      // The table moved on while the bot thought (a human acted in parallel): ask again,
      // unless nothing changed, which would mean the bot itself is wrong.
      move = now === asked ? legalMoves(playerView(now, seat), seat)[0] ?? null : null;
    }
    session.setThinking([]);
    if (move) session.submit(move);
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
