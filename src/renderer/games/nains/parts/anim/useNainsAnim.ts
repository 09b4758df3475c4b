/**
 * Plays the engine's events on the Nains table, batch by batch (one move each). The engine never
 * waits: batches queue, and a backlog hurries the table. The table draws the snapshot of the batch
 * it is playing (`snap`), so it never shows a later move before that move's animation; the log
 * holds back the batch's events not yet played (`hidden`) and `busy` holds the prompt back.
 * Sound cues start with their steps; the sound layer applies mute, speed and reduced motion.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settings } from '../../../../game/settings';
import { useSettings } from '../../../../game/useSettings';
import { sound } from '../../../../sound';
import { SPEED_SCALE } from '../../../shared/speed';
import type { TableSession } from '../../../../session/tableSession';
import type { NainsTableSnapshot as NainsSnapshot } from '../../nainsSession';
import type { NainsEvent, NainsMove, NainsView } from '../../../../../engine/games/nains/types';
import { cardText } from '../moveText';
import { nainsCues, stepCues } from './cues';
import { planNains } from './plan';
import { runStep } from './run';

export interface NainsAnim {
  /** The snapshot the table shows: the batch being played, else the live one. */
  snap: NainsSnapshot;
  busy: boolean;
  /** How many of the shown log's newest events the table has not played yet. */
  hidden: number;
  /** Animation length scale: the speed setting's, 0 under reduced motion. */
  scale: number;
}

/** Past this many waiting batches the one playing snaps to its end. */
const BACKLOG = 2;

const coveredNow = (s: NainsSnapshot) => s.curtain;
const playable = (s: NainsSnapshot) => !coveredNow(s) && s.events.length > 0;

/** The hook's queue, as `receive` works it. */
interface Queue {
  queue: { current: NainsSnapshot[] };
  consumed: { current: number };
  running: { current: boolean };
  stop: () => void;
  advance: () => void;
}

/** A new session snapshot: queue it to play, snap to it, or (nothing to watch) only sound it. */
function receive(next: NainsSnapshot, q: Queue): void {
  if (coveredNow(next)) {
    // Behind the curtain the table is not there, and what it was playing was another person's
    // view: drop it; the latest move plays, as the next person sees it, when the curtain lifts.
    q.queue.current = [];
    q.stop();
    if (q.running.current) q.advance();
    return;
  }
  if (next.seq === q.consumed.current) return;
  q.consumed.current = next.seq;
  if (next.events.length === 0) {
    // A jump (undo, resume, a replay step back): the table snaps to the live game.
    q.queue.current = [];
    q.stop();
    q.advance();
    return;
  }
  const { speed, reduceMotion } = settings.get();
  if (!q.running.current && (reduceMotion || speed === 'instant')) {
    // Nothing to watch: the table shows the move at once (no extra render), only its sounds play.
    nainsCues(next.events).forEach((c) => sound.cue(c));
    return;
  }
  q.queue.current.push(next);
  if (!q.running.current) q.advance();
  else if (q.queue.current.length > BACKLOG) {
    q.stop();
    q.advance();
  }
}

/** The table's state of play, and the ref callback for its root element (effects draw inside it). */
export function useNainsAnim(session: TableSession<NainsView, NainsMove, NainsEvent>, live: NainsSnapshot): [NainsAnim, (el: HTMLDivElement | null) => void] {
  const { t } = useTranslation();
  const scale = useSettings((s) => (s.reduceMotion ? 0 : SPEED_SCALE[s.speed]));
  const root = useRef<HTMLDivElement | null>(null);
  // A new table starts on the move that opened it (a new game's deal), unless covered.
  const [playing, setPlaying] = useState<{ batch: NainsSnapshot | null; token: number }>(() => ({ batch: playable(live) ? live : null, token: 0 }));
  const [hidden, setHidden] = useState(() => (playable(live) ? live.events.length : 0));
  const consumed = useRef(playable(live) ? live.seq : -1);
  const queue = useRef<NainsSnapshot[]>([]);
  const running = useRef(playable(live));
  const anims = useRef<Animation[]>([]);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const stop = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
    anims.current.forEach((a) => a.finish());
    anims.current = [];
  }, []);

  /** Takes the next batch (or rests on the live snapshot); its steps start once it is drawn. */
  const advance = useCallback(() => {
    const batch = queue.current.shift() ?? null;
    running.current = batch !== null;
    setHidden(batch ? batch.events.length : 0);
    setPlaying((p) => ({ batch, token: p.token + 1 }));
  }, []);

  // Each new session snapshot, as it is published (batched with the screen's own update).
  useEffect(() => session.subscribe(() => receive(session.get(), { queue, consumed, running, stop, advance })), [session, advance, stop]);

  // The batch is drawn: start its effects, its sounds and its log lines on their times.
  useLayoutEffect(() => {
    const batch = playing.batch;
    if (!batch) return;
    const { speed, reduceMotion } = settings.get();
    const motion = !reduceMotion && speed !== 'instant';
    const k = motion ? SPEED_SCALE[speed] * (queue.current.length > 0 ? 0.5 : 1) : 0;
    const plan = planNains(batch.events, k);
    const el = root.current;
    const names = batch.view?.names ?? [];
    const awardText = (seat: number, card: string) => t('nains.anim.award', { who: names[seat] ?? '?', card: cardText(t, card) });
    if (el && k > 0) {
      const track = (a: Animation) => void anims.current.push(a);
      for (const s of plan.steps) if (s.dur > 0) runStep({ root: el, at: s.at, dur: s.dur, track }, s.step, awardText);
    }
    const later = (ms: number, fn: () => void) => {
      if (ms <= 0) fn();
      else timers.current.push(setTimeout(fn, ms));
    };
    plan.steps.forEach((s) => later(s.at, () => stepCues(s.step).forEach((c) => sound.cue(c))));
    plan.eventAt.forEach((at) => later(at, () => setHidden((h) => Math.max(0, h - 1))));
    later(plan.total, () => {
      anims.current = [];
      timers.current = [];
      advance();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a language change must not replay the batch
  }, [playing, advance]);

  useEffect(() => () => {
    queue.current = [];
    stop();
  }, [stop]);

  const attach = useCallback((el: HTMLDivElement | null) => {
    root.current = el;
  }, []);
  return [{ snap: playing.batch ?? live, busy: playing.batch !== null, hidden, scale }, attach];
}
