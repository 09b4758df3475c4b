/**
 * Hint (button or the H key): the hard bot's suggestion for the seat at the screen, from its own
 * view only, with a one-line reason. The bot thinks in the platform's bot worker (as the AI seats
 * do); an answer that comes after the position changed is dropped. `game` prefixes the test ids (`<game>-hint`, `<game>-hint-text`);
 * `ns` names the locale block (`<ns>.hint.ask`, `<ns>.hint.none`).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SeatId } from '../../../engine/kit/ids';
import type { BaseEvent, BaseMove, GameModule } from '../../../engine/kit/module';
import { hintPort, suggestedOf } from './suggest';
import { keyHelpOpen } from '../../hud/keys/keyboardPlay';

interface HintProps<S, V, M extends BaseMove, E extends BaseEvent, O> {
  game: string;
  ns: string;
  module: GameModule<S, V, M, E, O>;
  view: V;
  seat: SeatId;
  /** The move in words, then why (short, lower case). */
  describe(move: M): string;
  reason(move: M): string;
  /** Told of each suggestion (a table may point at it). */
  onSuggest?(move: M): void;
}

export function Hint<S, V, M extends BaseMove, E extends BaseEvent, O>({ game, ns, module, view, seat, describe, reason, onSuggest }: HintProps<S, V, M, E, O>) {
  const { t } = useTranslation();
  const [text, setText] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  // The position this hint belongs to is still shown (a table keys its Hint by position).
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const ask = useCallback(() => {
    if (module.legalMoves(view, seat).length === 0) {
      setText(t(`${ns}.hint.none`));
      return;
    }
    setAsking(true);
    hintPort(module).hint({ game: module.id, seat, view }, (answer) => {
      if (!live.current) return;
      const move = suggestedOf(module, answer.move);
      setAsking(false);
      setText(move ? `${describe(move)} — ${reason(move)}` : t(`${ns}.hint.none`));
      if (move) onSuggest?.(move);
    });
  }, [module, view, seat, describe, reason, onSuggest, ns, t]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey || keyHelpOpen.get()) return;
      if ((e.key === 'h' || e.key === 'H') && !asking) ask();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [ask, asking]);
  return (
    <span className={`${game}-hint table-hint`}>
      <button type="button" data-testid={`${game}-hint`} disabled={asking} onClick={ask} title={t('tableHint.title')}><kbd>H</kbd> {t(`${ns}.hint.ask`)}</button>
      {text && <span data-testid={`${game}-hint-text`} role="status">{text}</span>}
    </span>
  );
}
