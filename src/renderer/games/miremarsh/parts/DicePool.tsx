/**
 * The active goblin's dice. A fresh roll tumbles in (CSS) and settles on the faces the state holds,
 * so the same seed always shows the same faces. Dice a pay choice would spend are lifted.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Die as DieState } from '../../../../engine/games/miremarsh/state';
import { Die } from './Die';

interface DicePoolProps {
  dice: readonly DieState[];
  /** Bumped when the dice were just rolled (they tumble). */
  rollKey: number | null;
  chosen: ReadonlySet<number>;
  owner: string;
}

/** A fixed scatter per position: where a die flies from and how far it spins. */
const tumble = (i: number): CSSProperties => ({ '--from-x': `${-60 - ((i * 37) % 50)}px`, '--from-y': `${-30 + ((i * 53) % 60)}px`, '--spin': `${540 + ((i * 97) % 360)}deg`, '--delay': `${i * 45}ms` }) as CSSProperties;

export function DicePool({ dice, rollKey, chosen, owner }: DicePoolProps) {
  const { t } = useTranslation();
  return (
    <section className="mm-pool" data-testid="mm-pool" aria-label={t('miremarsh.dice', { who: owner })}>
      <h3>{t('miremarsh.dice', { who: owner })}</h3>
      <div className="tray">
        {dice.length === 0 && <span className="empty">{t('miremarsh.noDice')}</span>}
        {dice.map((d, i) => (
          <Die key={`${rollKey ?? 'still'}-${i}`} colour={d.colour} face={d.face} testId={`mm-die-${i}`}
            className={`${rollKey !== null && d.face !== null ? 'tumble' : ''}${chosen.has(i) ? ' chosen' : ''}`} style={tumble(i)} />
        ))}
      </div>
    </section>
  );
}
