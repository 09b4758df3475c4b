/**
 * "Records" on the new-game screen; the screen itself loads only when opened. Showing the button
 * also starts recording finished live games (the new-game screen is the first thing the page shows).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { followLiveGames } from './liveRecords';

const RecordsScreen = lazy(() => import('./RecordsScreen').then((m) => ({ default: m.RecordsScreen })));

export function RecordsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => followLiveGames(), []);
  return (
    <>
      <button type="button" data-testid="open-records" onClick={() => setOpen(true)}>{t('records.open')}</button>
      {open && <Suspense fallback={null}><RecordsScreen onClose={() => setOpen(false)} /></Suspense>}
    </>
  );
}
