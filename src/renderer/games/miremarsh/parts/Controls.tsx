/** The prompt and the answers (keys 1–9); a focused space narrows them to moves that point there. */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { MiremarshMove } from '../../../../engine/miremarsh/moves';
import type { MiremarshView } from '../../../../engine/miremarsh/view';
import { Die } from './Die';
import { cardName } from './names';
import { moveText, promptText } from './text';

/** The space a move points at, if any (map clicks filter by it). */
export function targetOf(m: MiremarshMove): string | null {
  switch (m.type) {
    case 'move': case 'placeCreature': case 'stepCreature': return m.to;
    case 'spy': return m.target;
    case 'useCard': return m.target;
    default: return null;
  }
}

interface ControlsProps {
  view: MiremarshView;
  moves: readonly MiremarshMove[];
  focus: string | null;
  /** Moves that point at a space wait behind a click on the map (else the list runs long). */
  collapse: boolean;
  onPlay(move: MiremarshMove): void;
  onClearFocus(): void;
}

export function Controls({ view, moves, focus, collapse, onPlay, onClearFocus }: ControlsProps) {
  const { t } = useTranslation();
  const hidden = focus === null && collapse ? moves.filter((m) => targetOf(m) !== null).length : 0;
  const shown = focus !== null ? moves.filter((m) => targetOf(m) === focus) : hidden > 0 ? moves.filter((m) => targetOf(m) === null) : moves;
  useEffect(() => {
    if (shown.length === 0) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement) return;
      const n = Number(e.key);
      const m = Number.isInteger(n) && n >= 1 ? shown[n - 1] : undefined;
      if (m) onPlay(m);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown, onPlay]);
  return (
    <section className="mm-controls" data-testid="mm-controls">
      <p className="mm-prompt" data-testid="mm-prompt">
        {promptText(t, view)}
        {hidden > 0 && <span className="map-note" data-testid="mm-map-note">{t('miremarsh.clickSpace')}</span>}
        {focus !== null && <button type="button" className="link" data-testid="mm-unfocus" onClick={onClearFocus}>{t('miremarsh.showAll')}</button>}
      </p>
      <div className="moves">
        {shown.map((m, i) => (
          <button key={`${view.round}-${i}-${m.type}`} type="button" data-testid={`mm-move-${i}`} data-move={m.type} className={m.type === 'endTurn' ? 'stop' : undefined} onClick={() => onPlay(m)}>
            {i < 9 && <kbd>{i + 1}</kbd>} {moveText(t, view, m)}
            {'pay' in m && m.pay.map((p, j) => {
              if ('card' in p) return <small key={j}> · {cardName(p.card)}</small>;
              const d = view.turn.dice[p.die];
              return d ? <Die key={j} colour={d.colour} face={d.face} size={22} /> : null;
            })}
          </button>
        ))}
      </div>
    </section>
  );
}
