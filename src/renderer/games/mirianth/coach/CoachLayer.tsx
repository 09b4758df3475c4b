/** The coach over the guided game: a card of advice, a ring and an arrow on what it talks about, and the glowing control. */
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShownSession } from '../game/useSession';
import { openRules } from '../rules/rulesState';
import { useStore } from '../../../store';
import type { Rect } from '../table/layout/tableLayout';
import { useTableLayout } from '../table/useTableLayout';
import { coachNext, coachStore } from './coachRuntime';
import { COACH_MAX_WIDTH, edgePoint, placeCoach } from './pointer';
import { holdsTable } from './progress';
import { COACH_HUMAN, COACH_STEP_IDS, COACH_STEPS } from './steps';
import { useGuidedControls } from './useGuidedControls';
import { useTargetRect } from './useTargetRect';
import '../../shared/learn/coach.css';

/** Before the table has a layout: the top of the table area, left of the sidebar. */
function fallback(height: number): Rect {
  const w = Math.min(COACH_MAX_WIDTH, window.innerWidth - 340);
  return { x: (window.innerWidth - 300 - w) / 2, y: 56, w, h: height };
}

export function CoachLayer() {
  const { t } = useTranslation();
  const coach = useStore(coachStore);
  const names = useShownSession((s) => s.config?.seats.map((x) => x.name) ?? [], (a, b) => a.join('|') === b.join('|'));
  const progress = coach.active ? coach.progress : null;
  const step = progress?.step ?? 'welcome';
  const def = COACH_STEPS[step];
  const holding = progress ? holdsTable(progress) : false;
  const humanNext = progress && coach.onScript && coach.next?.seat === COACH_HUMAN ? coach.next : null;
  useGuidedControls(progress !== null, humanNext, holding);
  const players = Math.max(2, names.length);
  const { target, table } = useTargetRect(def.target, players);
  const layout = useTableLayout();
  const [height, setHeight] = useState(150);
  // The card's height decides where it fits: follow it as the text changes.
  const watched = useRef<ResizeObserver | null>(null);
  const bubble = useCallback((el: HTMLDivElement | null) => {
    watched.current?.disconnect();
    watched.current = null;
    if (!el) return;
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight));
    observer.observe(el);
    watched.current = observer;
  }, []);
  if (!progress) return null;

  const at = layout && table ? placeCoach(layout, table, target, height, players, def.watch) : fallback(height);
  const from = { x: at.x + at.w / 2, y: at.y + at.h / 2 };
  const start = target ? edgePoint(at, { x: target.x + target.w / 2, y: target.y + target.h / 2 }) : null;
  const end = target ? edgePoint(target, from) : null;
  const n = COACH_STEP_IDS.indexOf(step) + 1;
  const last = n === COACH_STEP_IDS.length;
  const status = holding ? null : !coach.onScript ? t('coach.offScript') : humanNext ? t('coach.follow') : t('coach.wait');
  return (
    <>
      <svg className="coach-pointer" aria-hidden="true" data-testid="coach-pointer">
        <defs>
          <marker id="coach-head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" fill="#ffd86b" />
          </marker>
        </defs>
        {target && <rect className="coach-ring" data-testid="coach-ring" x={target.x - 4} y={target.y - 4} width={target.w + 8} height={target.h + 8} rx="10" />}
        {start && end && <line className="coach-arrow" x1={start.x} y1={start.y} x2={end.x} y2={end.y} markerEnd="url(#coach-head)" />}
      </svg>
      <div ref={bubble} className="coach" role="dialog" aria-label={t('coach.title')} data-testid="coach" data-step={step} data-on-script={coach.onScript}
        style={{ left: at.x, top: at.y, width: at.w }}>
        <div className="coach-head">
          <span className="coach-title">{t('coach.title')}</span>
          <span className="coach-count" data-testid="coach-count">{t('coach.stepOf', { n, total: COACH_STEP_IDS.length })}</span>
          <button type="button" className="link" data-testid="coach-rules" data-section={def.section} onClick={() => openRules(def.section)}>{t('coach.rules')}</button>
          {holding && (
            <button type="button" className="primary" data-testid="coach-next" autoFocus onClick={coachNext}>{last ? t('coach.finish') : t('coach.next')}</button>
          )}
        </div>
        <p className="coach-text" data-testid="coach-text">
          {t(`coach.steps.${step}`, { bot1: names[1] ?? '', bot2: names[2] ?? '' })}
          {status && <> <span className="coach-status" data-testid="coach-status">{status}</span></>}
        </p>
      </div>
    </>
  );
}
