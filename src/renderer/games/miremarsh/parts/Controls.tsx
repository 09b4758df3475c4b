/** The prompt and the answers (keys 1–9); a focused space narrows them to moves that point there. */
import { useTranslation } from 'react-i18next';
import type { MiremarshMove } from '../../../../engine/games/miremarsh/moves';
import type { MiremarshView } from '../../../../engine/games/miremarsh/view';
import { AnswerList } from '../../shared/AnswerList';
import { Die } from './Die';
import { Hint } from './Hint';
import { cardName } from './names';
import { moveText, promptText } from './text';
import { mmMoveKey } from '../learn/moveKey';
import { RulesLink } from '../../shared/learn/TableRules';

/** The rules section each moment of the game needs. */
const STEP_SECTION: Record<MiremarshView['step'], string> = {
  respawn: 'goods', act: 'turn', attempt: 'paying', pickItem: 'goods', sneak: 'moving', placeCreature: 'creature', stepCreature: 'creature',
  bribeOffer: 'creature', bribeAnswer: 'creature', over: 'overview',
};

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
  /** Narrows the answers to one space (null: all of them again). */
  onFocus(space: string | null): void;
  /** The position's number: the hint is asked afresh for each one. */
  seq: number;
  /** Offer a hint (the seat at the screen has something to answer). */
  hint: boolean;
  /** Told of the hint's move (the table marks it). */
  onSuggest?(move: MiremarshMove): void;
  /** The key of the hint's move (its answer is marked). */
  suggested?: string | null;
  /** The "?" link's label (no link without it: a table with no rules screen). */
  help?: string;
}

export function Controls({ view, moves, focus, collapse, onPlay, onFocus, seq, hint, onSuggest, help, suggested = null }: ControlsProps) {
  const { t } = useTranslation();
  const hidden = focus === null && collapse ? moves.filter((m) => targetOf(m) !== null).length : 0;
  const shown = focus !== null ? moves.filter((m) => targetOf(m) === focus) : hidden > 0 ? moves.filter((m) => targetOf(m) === null) : moves;
  return (
    <section className="mm-controls" data-testid="mm-controls">
      <p className="mm-prompt" data-testid="mm-prompt">
        {help && <RulesLink section={STEP_SECTION[view.step]} label={help} />}
        {promptText(t, view)}
        {hidden > 0 && <span className="map-note" data-testid="mm-map-note">{t('miremarsh.clickSpace')}</span>}
        {focus !== null && <button type="button" className="link" data-testid="mm-unfocus" onClick={() => onFocus(null)}>{t('miremarsh.showAll')}</button>}
        {hint && view.you !== null && <Hint key={seq} view={view} seat={view.you} onSuggest={(m) => {
          onFocus(targetOf(m));
          onSuggest?.(m);
        }} />}
      </p>
      <AnswerList game="mm" moves={shown} keyOf={mmMoveKey} marked={suggested} round={`${view.round}`} onPlay={onPlay} classOf={(m) => (m.type === 'endTurn' ? 'stop' : undefined)} label={(m) => (
        <>
          {moveText(t, view, m)}
          {'pay' in m && m.pay.map((p, j) => {
            if ('card' in p) return <small key={j}> · {cardName(p.card)}</small>;
            const d = view.turn.dice[p.die];
            return d ? <Die key={j} colour={d.colour} face={d.face} size={22} /> : null;
          })}
        </>
      )} />
    </section>
  );
}
