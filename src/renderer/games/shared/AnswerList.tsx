/**
 * A local table's answers: one button per move, the first nine on keys 1–9. `game` prefixes the
 * test ids (`<game>-move-<i>`); `round` keys the buttons to the position so focus does not linger.
 */
import { useEffect, type ReactNode } from 'react';
import { keyHelpOpen } from '../../hud/keys/keyboardPlay';

interface AnswerListProps<M extends { type: string }> {
  game: string;
  moves: readonly M[];
  round: string;
  label(move: M): ReactNode;
  classOf?(move: M): string | undefined;
  /** The move's key, as `data-move-key` (a guided game finds the control of a move by it). */
  keyOf?(move: M): string;
  /** The key of the move the hint suggested (its button says so: `data-suggested`). */
  marked?: string | null;
  onPlay(move: M): void;
}

/** Keys 1–9 answer with the shown moves (not while typing in a field, nor under the `?` list). */
export function useAnswerKeys<M>(moves: readonly M[], onPlay: (move: M) => void): void {
  useEffect(() => {
    if (moves.length === 0) return;
    const onKey = (e: KeyboardEvent) => {
      // The shortcut list open over the table: nothing moves behind it.
      if (e.target instanceof HTMLInputElement || keyHelpOpen.get()) return;
      const n = Number(e.key);
      const m = Number.isInteger(n) && n >= 1 ? moves[n - 1] : undefined;
      if (m) onPlay(m);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [moves, onPlay]);
}

export function AnswerList<M extends { type: string }>({ game, moves, round, label, classOf, keyOf, marked = null, onPlay }: AnswerListProps<M>) {
  useAnswerKeys(moves, onPlay);
  return (
    <div className="moves">
      {moves.map((m, i) => (
        <button key={`${round}-${i}-${m.type}`} type="button" data-testid={`${game}-move-${i}`} data-move={m.type} data-move-key={keyOf?.(m)} data-suggested={marked !== null && keyOf?.(m) === marked ? 'yes' : undefined} className={classOf?.(m)} onClick={() => onPlay(m)}>
          {i < 9 && <kbd>{i + 1}</kbd>} {label(m)}
        </button>
      ))}
    </div>
  );
}
