/** Hot-seat: covers the whole table until the next Lord is at the screen. */
import { useTranslation } from 'react-i18next';

export function Curtain({ name, onLift }: { name: string; onLift(): void }) {
  const { t } = useTranslation();
  return (
    <div className="nains-curtain" data-testid="nains-curtain" role="dialog" aria-label={t('nains.passTo', { name })}>
      <h2>{t('nains.passTo', { name })}</h2>
      <p>{t('nains.curtainNote')}</p>
      <button type="button" className="primary" data-testid="nains-curtain-lift" onClick={onLift}>{t('nains.iAm', { name })}</button>
    </div>
  );
}
