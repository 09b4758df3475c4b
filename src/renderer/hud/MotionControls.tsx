/** The motion settings: animation speed and reduce motion. In the top bar, or in the View popover when the bar is crowded (barRoom.ts). */
import { useTranslation } from 'react-i18next';
import { settings } from '../game/settings';
import { SPEEDS } from '../game/types';
import { useSettings } from '../game/useSettings';

export function MotionControls() {
  const { t } = useTranslation();
  const s = useSettings((x) => x);
  return (
    <>
      <div className="labelled">
        <span className="seg-label" id="speed-label">{t('read.speedLabel')}</span>
        <div className="seg" role="group" aria-labelledby="speed-label" title={t('settings.speed')}>
          {SPEEDS.map((sp) => (
            <button key={sp} type="button" data-testid={`speed-${sp}`} aria-pressed={s.speed === sp} title={t(`read.speedTitle.${sp}`)} onClick={() => settings.update({ speed: sp })}>
              {t(`settings.speed${sp.charAt(0).toUpperCase()}${sp.slice(1)}`)}
            </button>
          ))}
        </div>
      </div>
      <button type="button" data-testid="reduce-motion" aria-pressed={s.reduceMotion} onClick={() => settings.update({ reduceMotion: !s.reduceMotion })}>
        {t('settings.reduceMotion')}
      </button>
    </>
  );
}
