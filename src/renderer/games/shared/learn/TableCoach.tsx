/**
 * The coach card of a local table's guided game: where the lesson is, what to look at or do, a
 * link to the rules section, Next / Finish, and "Leave the lesson". While the person acts, the
 * control of the hint's move glows (the look of Mirianth's coach, coach.css), so following the
 * lesson is clicking what glows, and any other answer is allowed too.
 */
import { useEffect, useMemo } from 'react';
import { useStore } from '../../../store';
import { endLesson, nextStep, settledStep, tableCoachStore, type TableCoachStep } from './tableCoach';
import { openTableRules } from './tableRules';
import './coach.css';

export interface CoachWords {
  title: string;
  stepOf(n: number, total: number): string;
  next: string;
  finish: string;
  rules: string;
  leave: string;
  /** A note under a step read before Next: the bots wait for it (none for a solo table). */
  held?: string | undefined;
  text(stepId: string): string;
}

const GLOW = 'data-coach-glow';
const SPOT = 'data-coach-spot';

/** A control by test id, or by move key (`key:<json>`, the answers' `data-move-key`). */
function find(id: string): Element | null {
  if (!id.startsWith('key:')) return document.querySelector(`[data-testid="${CSS.escape(id)}"]`);
  const key = id.slice(4);
  return [...document.querySelectorAll('[data-move-key]')].find((el) => el.getAttribute('data-move-key') === key) ?? null;
}

/** The first control of the list still to use: on screen, enabled and not already pressed. */
export function controlToGlow(ids: readonly string[]): Element | null {
  for (const id of ids) {
    const el = find(id);
    if (!el || el.getAttribute('aria-pressed') === 'true' || (el instanceof HTMLButtonElement && el.disabled)) continue;
    return el;
  }
  return null;
}

function mark(attr: string, want: Element | null): void {
  for (const el of document.querySelectorAll(`[${attr}]`)) if (el !== want) el.removeAttribute(attr);
  if (want && !want.hasAttribute(attr)) want.setAttribute(attr, 'on');
}

/** Keeps the glow on the next control of `ids` and the outline on `spot` as the table changes. */
function useMarks(ids: readonly string[] | null, spot: string | null): void {
  const key = ids?.join('|') ?? '';
  useEffect(() => {
    const list = key === '' ? [] : key.split('|');
    const tick = () => {
      mark(GLOW, list.length > 0 ? controlToGlow(list) : null);
      mark(SPOT, spot ? find(spot) : null);
    };
    tick();
    const timer = window.setInterval(tick, 150);
    return () => {
      window.clearInterval(timer);
      mark(GLOW, null);
      mark(SPOT, null);
    };
  }, [key, spot]);
}

interface TableCoachProps<V> {
  game: string;
  steps: readonly TableCoachStep<V>[];
  view: V;
  words: CoachWords;
  /** The controls of the suggested move, in the order a person uses them (null: nothing to do now). */
  suggest(view: V): readonly string[] | null;
}

export function TableCoach<V>({ game, steps, view, words, suggest }: TableCoachProps<V>) {
  const coach = useStore(tableCoachStore);
  const on = coach.game === game;
  const at = on ? settledStep(steps, coach.step, view) : 0;
  useEffect(() => {
    // Only while the store is still as this render saw it: a lesson left since (Leave the lesson
    // pressed as the game moved on) stays left, and a step moved on since is not moved back.
    const now = tableCoachStore.get();
    if (!on || now.game !== game || now.step !== coach.step) return;
    if (at >= steps.length) endLesson();
    else if (at !== coach.step) tableCoachStore.set({ game, step: at });
  }, [on, at, coach.step, game, steps.length]);
  const step = on ? steps[at] : undefined;
  // The hint's bot may take its time: ask once per position, not on every render.
  const acting = step?.act === true;
  const ids = useMemo(() => (acting ? suggest(view) : null), [acting, suggest, view]);
  useMarks(ids, step?.spot ?? null);
  if (!step) return null;
  const last = at === steps.length - 1;
  return (
    <div className={`table-coach coach-${game}`} role="dialog" aria-label={words.title} data-testid="coach" data-step={step.id}>
      <div className="coach-head">
        <span className="coach-title">{words.title}</span>
        <span className="coach-count" data-testid="coach-count">{words.stepOf(at + 1, steps.length)}</span>
        <button type="button" className="link" data-testid="coach-rules" data-section={step.section} onClick={() => openTableRules(step.section)}>{words.rules}</button>
        <button type="button" className="link" data-testid="coach-leave" onClick={endLesson}>{words.leave}</button>
        {step.advance === 'next' && (
          <button type="button" className="primary" data-testid="coach-next" onClick={() => nextStep(steps.length)}>{last ? words.finish : words.next}</button>
        )}
      </div>
      <p className="coach-text" data-testid="coach-text">{words.text(step.id)}</p>
      {step.advance === 'next' && words.held && <p className="coach-held" data-testid="coach-held">{words.held}</p>}
    </div>
  );
}
