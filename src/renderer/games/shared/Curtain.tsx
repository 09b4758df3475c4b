/**
 * Hot-seat: covers the whole table until the next player is at the screen. `game` names both the
 * locale block (`<game>.passTo`, `.curtainNote`, `.iAm`) and the test ids / class (`<game>-curtain`).
 */
import { useTranslation } from 'react-i18next';

export function Curtain({ game, name, onLift }: { game: string; name: string; onLift(): void }) {
  const { t } = useTranslation();
  return (
    <div className={`${game}-curtain table-curtain`} data-testid={`${game}-curtain`} role="dialog" aria-label={t(`${game}.passTo`, { name })}>
      <h2>{t(`${game}.passTo`, { name })}</h2>
      <p>{t(`${game}.curtainNote`)}</p>
      <button type="button" className="primary" data-testid={`${game}-curtain-lift`} onClick={onLift}>{t(`${game}.iAm`, { name })}</button>
    </div>
  );
}
