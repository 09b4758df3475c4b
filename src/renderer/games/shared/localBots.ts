/**
 * A local table's AI seats: after a speed-scaled pause the seat's bot is asked through the
 * platform's bot port (the bot worker, or this thread where there is none) and its answer is
 * checked by the module before it is played. Held while a `BotHold` says so (a lesson being read).
 */
import type { BaseEvent, BaseMove, BotLevel, GameModule } from '../../../engine/kit/module';
import type { SeatId } from '../../../engine/kit/ids';
import { seedFromText } from '../../../engine/kit/random';
import type { SeatConfig } from '../../game/types';
import { createBotPort, type BotPort } from '../../session/botClient';
import type { BotHold, LocalSnapshot } from './localTypes';
import { botDelay } from './speed';

export interface LocalBots {
  /** Fresh bots for a new, resumed or replayed game (no seats: none). */
  make(seats: readonly SeatConfig[], seed: number | string): void;
  isBot(seat: SeatId): boolean;
  /** Asks the next AI seat the game waits for, unless one is already on its way or the bots are held. */
  schedule(): void;
  /** Drops the pause and any question on its way. */
  stop(): void;
  held(): boolean;
  setHold(hold: BotHold | null): void;
}

interface BotsDeps<S, M> {
  get(): LocalSnapshot<S, M, unknown>;
  apply(move: M): boolean;
  port?: BotPort;
}

interface BotSeat { level: BotLevel; seed: number }

function seatsOf(seats: readonly SeatConfig[], seed: number | string): (BotSeat | null)[] {
  const base = typeof seed === 'number' ? seed : seedFromText(seed);
  return seats.map((c, i) => (c.kind === 'human' ? null : { level: c.kind, seed: (base + i * 7919) >>> 0 }));
}

export function createLocalBots<S, V, M extends BaseMove, E extends BaseEvent, O>(game: GameModule<S, V, M, E, O>, deps: BotsDeps<S, M>): LocalBots {
  const port = deps.port ?? createBotPort(game);
  let seats: (BotSeat | null)[] = [];
  let table = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped whenever a question on its way must be dropped; `asking` while one is. */
  let question = 0;
  let asking = false;
  let hold: BotHold | null = null;
  const held = () => hold?.held() === true;

  /** The bot's answer: played if the position it saw is still the one on the table. */
  function answered(ask: number, seat: SeatId, seq: number, move: unknown, error: string | null): void {
    if (ask !== question) return;
    asking = false;
    const now = deps.get();
    if (now.state === null || now.replay !== null) return;
    // Held meanwhile: the hold's listener schedules again when it lets go.
    if (held()) return;
    // A bot answering outside the rules is a bug: say so loudly rather than stall the table.
    if (error !== null) throw new Error(`${game.id} bot at seat ${seat}: ${error}`);
    const parsed = game.parseMove(move);
    if (!parsed.ok) throw new Error(`${game.id} bot at seat ${seat}: ${parsed.message}`);
    // Someone moved while the bot thought (a person's bid beside it): its answer stands if the
    // rules still take it, as a person's decided a moment ago would; else it is asked again. The
    // rules weigh it once, in `apply` (a refusal changes nothing).
    const stale = now.seq !== seq;
    if (stale && !game.ctx(now.state).awaiting.includes(seat)) return api.schedule();
    if (deps.apply(parsed.move)) return;
    if (stale) return api.schedule();
    throw new Error(`${game.id} bot at seat ${seat}: the rules refused its move`);
  }

  function ask(seat: SeatId): void {
    if (held()) return;
    const s = deps.get();
    const bot = seats[seat];
    if (s.state === null || s.replay !== null || !bot || !game.ctx(s.state).awaiting.includes(seat)) return api.schedule();
    const id = ++question;
    asking = true;
    const view = game.view(s.state, seat);
    port.ask({ game: game.id, table, seat, level: bot.level, seed: bot.seed, view }, (a) => answered(id, seat, s.seq, a.move, a.error));
  }

  const api: LocalBots = {
    make(next, seed) {
      seats = seatsOf(next, seed);
      table = port.newTable();
      // The worker's bundle takes a moment to start on a busy machine: begin now, not at the first bot turn.
      if (seats.some(Boolean)) port.warm();
    },
    isBot: (seat) => Boolean(seats[seat]),
    schedule() {
      if (timer !== null || asking) return;
      const { state, replay } = deps.get();
      if (state === null || replay !== null) return;
      const ctx = game.ctx(state);
      if (ctx.over) return;
      const ai = ctx.awaiting.find((seat) => Boolean(seats[seat]));
      if (ai === undefined || held()) return;
      timer = setTimeout(() => {
        timer = null;
        ask(ai);
      }, botDelay());
    },
    stop() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      question++;
      asking = false;
    },
    held,
    setHold(next) {
      hold = next;
    },
  };
  return api;
}
