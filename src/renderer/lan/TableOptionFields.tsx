/** The turn clock and dropped-seat choices, shared by the host screen and the owner's lobby options. */
import { useTranslation } from 'react-i18next';
import type { DropPolicy } from '../../shared/lan/tableView';

export const CLOCK_CHOICES: readonly (number | null)[] = [null, 30, 60, 120];
const DROP_CHOICES: readonly DropPolicy[] = ['wait', 'ai'];

interface FieldProps<T> {
  value: T;
  onChange(value: T): void;
  /** Test id prefix, e.g. `lan-host` gives `lan-host-clock-30`. */
  testId: string;
}

export function TurnClockField({ value, onChange, testId }: FieldProps<number | null>) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <span>{t('lan.host.turnClock')}</span>
      <div className="seg">
        {CLOCK_CHOICES.map((c) => (
          <button key={c ?? 0} type="button" data-testid={`${testId}-clock-${c ?? 0}`} aria-pressed={value === c} onClick={() => onChange(c)}>
            {c === null ? t('lan.host.clockOff') : t('lan.host.seconds', { n: c })}
          </button>
        ))}
      </div>
    </div>
  );
}

export function DropPolicyField({ value, onChange, testId }: FieldProps<DropPolicy>) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <span>{t('lan.host.dropPolicy')}</span>
      <div className="seg">
        {DROP_CHOICES.map((p) => (
          <button key={p} type="button" data-testid={`${testId}-drop-${p}`} aria-pressed={value === p} onClick={() => onChange(p)}>
            {t(`lan.host.drop.${p}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
