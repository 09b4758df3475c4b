/**
 * Plays the engine's events on the Nains table, batch by batch (one move each). The engine never
 * waits: batches queue, and a backlog hurries the table. What the person reads follows the table:
 * `hidden` counts the newest log events not yet played, `busy` holds the prompt back.
 * Sound cues start with their steps; the sound layer applies mute, speed and reduced motion.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NainsEvent } from '../../../../../engine/nains/types';
import { settings } from '../../../../game/settings';
import { sound } from '../../../../sound';
import { SPEED_SCALE } from '../../../shared/speed';
import type { NainsSnapshot } from '../../nainsSession';
import { cardText } from '../moveText';
import { stepCues } from './cues';
import { planNains } from './plan';
import { runStep } from './run';

export interface NainsAnim {
  root: React.RefObject<HTMLDivElement | null>;
  busy: boolean;
  /** How many of the log's newest events the table has not played yet. */
  hidden: number;
}

/** Past this many waiting batches the one playing snaps to its end. */
const BACKLOG = 2;

export function useNainsAnim(snap: NainsSnapshot, names: readonly string[]): NainsAnim {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement | null>(null);
  const [state, setState] = useState({ busy: false, hidden: 0 });
  const consumed = useRef(-1);
  const queue = useRef<NainsEvent[][]>([]);
  const remaining = useRef(0);
  const running = useRef(false);
  const anims = useRef<Animation[]>([]);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const words = useRef({ t, names });
  words.current = { t, names };

  const publish = useCallback(() => {
    const hidden = remaining.current + queue.current.reduce((n, b) => n + b.length, 0);
    setState({ busy: running.current, hidden });
  }, []);

  const stop = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
    anims.current.forEach((a) => a.finish());
    anims.current = [];
    remaining.current = 0;
    running.current = false;
  }, []);

  const next = useCallback(() => {
    const events = queue.current.shift();
    running.current = events !== undefined;
    if (!events) return publish();
    const { speed, reduceMotion } = settings.get();
    const motion = !reduceMotion && speed !== 'instant';
    const scale = motion ? SPEED_SCALE[speed] * (queue.current.length > 0 ? 0.5 : 1) : 0;
    const plan = planNains(events, scale);
    const el = root.current;
    const { t: tr, names: who } = words.current;
    const awardText = (seat: number, card: string) => tr('nains.anim.award', { who: who[seat] ?? '?', card: cardText(tr, card) });
    if (el && scale > 0) {
      const track = (a: Animation) => void anims.current.push(a);
      for (const s of plan.steps) if (s.dur > 0) runStep({ root: el, at: s.at, dur: s.dur, track }, s.step, awardText);
    }
    remaining.current = events.length;
    const later = (ms: number, fn: () => void) => {
      if (ms <= 0) fn();
      else timers.current.push(setTimeout(fn, ms));
    };
    plan.steps.forEach((s) => later(s.at, () => stepCues(s.step).forEach((c) => sound.cue(c))));
    plan.eventAt.forEach((at) => later(at, () => {
      remaining.current = Math.max(0, remaining.current - 1);
      publish();
    }));
    later(plan.total, () => {
      anims.current = [];
      next();
    });
    if (plan.total <= 0) return;
    publish();
  }, [publish]);

  const covered = snap.curtain && snap.replay === null;
  useLayoutEffect(() => {
    // Behind the curtain the table is not there: the move plays when it lifts.
    if (covered || snap.seq === consumed.current) return;
    consumed.current = snap.seq;
    if (snap.events.length === 0) {
      // A jump (undo, resume, a replay step back): the table snaps.
      queue.current = [];
      stop();
      return publish();
    }
    queue.current.push(snap.events);
    if (queue.current.length > BACKLOG && running.current) {
      stop();
      next();
    } else if (!running.current) next();
    else publish();
  }, [snap.seq, snap.events, covered, next, stop, publish]);

  useEffect(() => () => {
    queue.current = [];
    stop();
  }, [stop]);

  return { root, busy: state.busy, hidden: state.hidden };
}
