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
  onPlay(move: MiremarshMove): void;
  onClearFocus(): void;
}

export function Controls({ view, moves, focus, onPlay, onClearFocus }: ControlsProps) {
  const { t } = useTranslation();
  const shown = focus === null ? moves : moves.filter((m) => targetOf(m) === focus);
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
        {focus !== null && <button type="button" className="link" data-testid="mm-unfocus" onClick={onClearFocus}>{t('miremarsh.showAll')}</button>}
      </p>
      <div className="moves">
        {shown.map((m, i) => (
          <button key={`${view.round}-${i}-${m.type}`} type="button" data-testid={`mm-move-${i}`} data-move={m.type} className={m.type === 'endTurn' ? 'stop' : undefined} onClick={() => onPlay(m)}>
            {i < 9 && <kbd>{i + 1}</kbd>} {moveText(t, view, m)}
            {'pay' in m && m.pay.map((p, j) => {
              if ('card' in p) return <small key={j}> · {cardName(p.card)}</small>;
              const d = view.turn.dice[p.die];
              return d ? <Die key={j} colour={d.colour} face={d.face} size={18} /> : null;
            })}
          </button>
        ))}
      </div>
    </section>
  );
}
