/** "Records" on the new-game screen; the screen itself loads only when opened. */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const RecordsScreen = lazy(() => import('./RecordsScreen').then((m) => ({ default: m.RecordsScreen })));

export function RecordsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" data-testid="open-records" onClick={() => setOpen(true)}>{t('records.open')}</button>
      {open && <Suspense fallback={null}><RecordsScreen onClose={() => setOpen(false)} /></Suspense>}
    </>
  );
}
