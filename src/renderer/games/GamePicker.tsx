/**
 * Which game to play, for the new-game screen and the LAN table setup. Lists the registry's games
 * (one today); the seat buttons next to it come from the picked game's limits.
 */
import { useTranslation } from 'react-i18next';
import type { GameChoice } from './gameChoices';

interface GamePickerProps {
  choices: readonly GameChoice[];
  value: string;
  onChange(id: string): void;
  /** Test id prefix: `new-game` gives `new-game-game` and `new-game-game-mirianth-wars`. */
  testId: string;
}

export function GamePicker({ choices, value, onChange, testId }: GamePickerProps) {
  const { t } = useTranslation();
  return (
    <div className="field" data-testid={`${testId}-game`}>
      <span>{t('games.pick')}</span>
      <div className="seg" role="radiogroup" aria-label={t('games.pick')}>
        {choices.map((c) => (
          <button
            key={c.id} type="button" role="radio" aria-checked={c.id === value} aria-pressed={c.id === value}
            data-testid={`${testId}-game-${c.id}`} title={t('games.seats', { min: c.seatCounts[0], max: c.seatCounts[c.seatCounts.length - 1] })}
            onClick={() => onChange(c.id)}
          >
            {c.name}
          </button>
        ))}
      </div>
    </div>
  );
}

interface SeatCountProps {
  choice: GameChoice;
  value: number;
  onChange(n: number): void;
  label: string;
  /** Test id prefix: buttons are `${testId}-${n}` (the ids the screens had before the picker). */
  testId: string;
}

/** The seat-count buttons for the picked game. */
export function SeatCountField({ choice, value, onChange, label, testId }: SeatCountProps) {
  return (
    <div className="field">
      <span>{label}</span>
      <div className="seg">
        {choice.seatCounts.map((n) => (
          <button key={n} type="button" data-testid={`${testId}-${n}`} aria-pressed={value === n} onClick={() => onChange(n)}>{n}</button>
        ))}
      </div>
    </div>
  );
}
