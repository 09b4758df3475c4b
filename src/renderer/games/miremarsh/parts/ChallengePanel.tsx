/**
 * The challenge at hand: where the goblin stands, its challenges in order (done ones ticked), and
 * while attempting, each way to pay as a slot of dice. Paid dice drop into the slot.
 */
import { useTranslation } from 'react-i18next';
import { challengeOf } from '../../../../engine/games/miremarsh/rules/challenge';
import { chainAt } from '../../../../engine/games/miremarsh/rules/location';
import type { MiremarshMove } from '../../../../engine/games/miremarsh/moves';
import type { Die as DieState } from '../../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../../engine/games/miremarsh/view';
import { Die } from './Die';
import { cardName, monsterName, pathName } from './names';
import { costText, payText, where } from './text';
import { mmMoveKey } from '../learn/moveKey';

type PayMove = Extract<MiremarshMove, { type: 'pay' }>;

interface ChallengePanelProps {
  view: MiremarshView;
  pays: readonly PayMove[];
  /** Dice spent by the last pay, shown settled in the slot. */
  spent: readonly DieState[];
  onPlay(move: MiremarshMove): void;
  onHover(dice: readonly number[]): void;
  /** The payment the hint suggested, marked among the slots. */
  suggested?: string | null;
}

export function ChallengePanel({ view, pays, spent, onPlay, onHover, suggested = null }: ChallengePanelProps) {
  const { t } = useTranslation();
  const seat = view.seats[view.turn.seat];
  if (!seat || seat.goblin === null || view.step === 'over') return null;
  const chain = chainAt(view, seat.space);
  const attempt = view.turn.attempt;
  const current = attempt ? challengeOf(view, attempt.source) : null;
  const title = attempt?.source.kind === 'creature' ? t('miremarsh.creatureChallenge')
    : attempt?.source.kind === 'path' ? pathName(attempt.source.path)
    : chain.monster ? monsterName(chain.monster) : where(t, view, seat.space);
  return (
    <section className="mm-challenge" data-testid="mm-challenge">
      <h3>{title}{attempt && <small> · {t('miremarsh.rerollsLeft', { count: attempt.rerolls })}</small>}</h3>
      {!attempt && chain.challenges.length > 0 && (
        <ol className="chain">
          {chain.challenges.map((c, i) => (
            <li key={i} className={`${i < seat.progress ? 'done' : ''}${i === seat.progress ? ' next' : ''}${i < chain.compulsory ? ' must' : ''}`}>
              {c.options.map((o) => costText(t, o)).join(` ${t('miremarsh.or')} `)}
            </li>
          ))}
        </ol>
      )}
      {current && (
        <div className="options">
          {current.options.map((o, k) => (
            <span key={k} className="option"><b>{k + 1}</b> {costText(t, o)}</span>
          ))}
        </div>
      )}
      <div className="slots" data-testid="mm-slots">
        {pays.map((m, i) => (
          <button key={i} type="button" className={`slot${suggested === mmMoveKey(m) ? ' suggested' : ''}`} data-testid={`mm-pay-${i}`} data-move-key={mmMoveKey(m)}
            data-suggested={suggested === mmMoveKey(m) ? 'yes' : undefined} onClick={() => onPlay(m)}
            onMouseEnter={() => onHover(m.pay.flatMap((p) => ('die' in p ? [p.die] : [])))} onMouseLeave={() => onHover([])}>
            <span className="opt">{payText(t, view, m)}</span>
            {m.pay.map((p, j) => {
              if ('card' in p) return <span key={j} className="card-pay">{cardName(p.card)}</span>;
              const d = view.turn.dice[p.die];
              return d ? <Die key={j} colour={d.colour} face={d.face} size={24} /> : null;
            })}
            {m.pay.length === 0 && <span className="card-pay">{costText(t, current?.options[m.option] ?? { kind: 'same', n: 0 })}</span>}
          </button>
        ))}
        {pays.length === 0 && spent.length > 0 && (
          <span className="slot filled" data-testid="mm-slot-spent">
            {spent.map((d, j) => <Die key={j} colour={d.colour} face={d.face} size={24} className="drop" />)}
          </span>
        )}
      </div>
    </section>
  );
}
