/**
 * Plays a LanClient's seat with a bot, at a table of any game the client knows: whenever the seat
 * is awaited (the game's `ctx` of the client's view) and no move is in flight, the bot chooses
 * from that view and the move goes over the wire like a person's.
 * Used by the LAN tests and `npm run bench:lan`.
 */
import { seatId, type SeatId } from '../../engine/kit/ids';
import type { AnyGameModule, BaseMove } from '../../engine/kit/module';
import { DEFAULT_GAME_ID } from '../../engine/registry';
import type { LanClient } from './client';
import { LanError } from './clientErrors';
import type { ClientSnapshot } from './clientState';
import { realTimers, type ClientTimers } from './socket';

/** What the driver needs of a bot (the AI's bots fit; shared code does not import the AI). */
export interface DrivenBot<M extends BaseMove = BaseMove, V = unknown> {
  readonly kind: string;
  /** `view` is the seat's view of the table's game (`V`: the bot's game's view type). */
  choose(view: V, seat: SeatId): M;
}

export interface BotDriverOptions<M extends BaseMove = BaseMove, V = unknown> {
  client: LanClient;
  bot: DrivenBot<M, V>;
  /** Pause before each move, like a person thinking; 0 by default. */
  thinkMs?: () => number;
  timers?: ClientTimers;
  /** Milliseconds from sending a move to receiving the host's acked update. */
  onRoundTrip?: (ms: number) => void;
  /** A move the host applied, with the number it got in the game's move list. */
  onMove?: (move: M, moveNo: number) => void;
  /** Refusals in a row on an unchanged view before the driver gives up (a bot bug). */
  maxRefusals?: number;
}

export interface BotDriver<V = unknown> {
  /** Resolves with the snapshot that shows the game over (its view read as the bot's game's); rejects if the bot gives up. */
  done: Promise<ClientSnapshot<V>>;
  stop(): void;
}

/** The table's game (as the client knows it), read only through its `ctx`. */
function tableModule(client: LanClient, s: ClientSnapshot): AnyGameModule | undefined {
  return client.catalog.find(s.table?.game ?? DEFAULT_GAME_ID);
}

/** The game on the client's table awaits `seat`. */
function seatAwaited(client: LanClient, s: ClientSnapshot, seat: number): boolean {
  const module = tableModule(client, s);
  return module !== undefined && s.game !== null && module.ctx(s.game.view).awaiting.includes(seatId(seat));
}

export function driveWithBot<M extends BaseMove, V = unknown>(o: BotDriverOptions<M, V>): BotDriver<V> {
  // Round trips are a few milliseconds: time them with the high-resolution clock.
  const timers = o.timers ?? { now: () => performance.now(), setTimeout: realTimers.setTimeout };
  let busy = false;
  let stopped = false;
  let refusals = 0;
  let refusedAt = -1;
  let finish: (s: ClientSnapshot<V>) => void = () => undefined;
  let fail: (e: Error) => void = () => undefined;
  const done = new Promise<ClientSnapshot<V>>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });

  const moduleOf = (s: ClientSnapshot): AnyGameModule | undefined => tableModule(o.client, s);
  const awaited = (s: ClientSnapshot, seat: number): boolean => seatAwaited(o.client, s, seat);

  const act = (): void => {
    const s = o.client.getSnapshot();
    const seat = s.session?.seat;
    const game = s.game;
    if (stopped || !game || seat === undefined || !awaited(s, seat)) {
      busy = false;
      return;
    }
    const basedOn = game.moveNo;
    // The table plays the bot's game (the caller's pairing): its views are the bot's to read.
    const move = o.bot.choose(game.view as V, seatId(seat));
    const t0 = timers.now();
    o.client.move(move).then(
      (moveNo) => {
        refusals = 0;
        busy = false;
        o.onRoundTrip?.(timers.now() - t0);
        o.onMove?.(move, moveNo);
        check();
      },
      (err: unknown) => {
        busy = false;
        const code = err instanceof LanError ? err.code : 'internal';
        if (code === 'moveRefused') {
          // A refusal on a view that is still current is the bot's fault; a stale one is not.
          if (o.client.getSnapshot().game?.moveNo === basedOn) {
            refusals += 1;
            refusedAt = basedOn;
            if (refusals >= (o.maxRefusals ?? 5)) fail(new Error(`${o.bot.kind} bot keeps playing refused moves at move ${basedOn}`));
          }
          // A short pause: a refusal on a current view may still be a race with a newer update.
          timers.setTimeout(check, 20);
        } else {
          // Rate limited, timed out, disconnected, not seated yet: nothing else may wake this
          // seat, so look again shortly (the reconnect's snapshot changes also do).
          timers.setTimeout(check, 100);
        }
      },
    );
  };

  const check = (): void => {
    if (stopped || busy) return;
    const s = o.client.getSnapshot();
    const game = s.game;
    if (game && moduleOf(s)?.ctx(game.view).over === true) {
      finish(s as ClientSnapshot<V>);
      return;
    }
    const seat = s.session?.seat;
    if (s.status !== 'open' || !game || seat === undefined || !awaited(s, seat)) return;
    if (refusedAt === game.moveNo && refusals >= (o.maxRefusals ?? 5)) return;
    busy = true;
    const think = o.thinkMs?.() ?? 0;
    if (think > 0) timers.setTimeout(act, think);
    else queueMicrotask(act);
  };

  const unsubscribe = o.client.subscribe(check);
  check();
  return {
    done,
    stop() {
      stopped = true;
      unsubscribe();
    },
  };
}
