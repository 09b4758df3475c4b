/**
 * Hot-seat: covers the whole table until the next player is at the screen. `game` prefixes the
 * test ids and class (`<game>-curtain`); `ns` names the locale block (`.passTo`, `.curtainNote`, `.iAm`).
 */
import { useTranslation } from 'react-i18next';

export function Curtain({ game, ns = game, name, onLift }: { game: string; ns?: string; name: string; onLift(): void }) {
  const { t } = useTranslation();
  return (
    <div className={`${game}-curtain table-curtain`} data-testid={`${game}-curtain`} role="dialog" aria-label={t(`${ns}.passTo`, { name })}>
      <h2>{t(`${ns}.passTo`, { name })}</h2>
      <p>{t(`${ns}.curtainNote`)}</p>
      <button type="button" className="primary" data-testid={`${game}-curtain-lift`} onClick={onLift}>{t(`${ns}.iAm`, { name })}</button>
    </div>
  );
}
