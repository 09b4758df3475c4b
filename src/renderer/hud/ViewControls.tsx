/**
 * View settings in the top bar: the interface's scale (90–150%, remembered; the desktop View menu's
 * zoom items change the same setting) and, in a browser, full screen (the desktop has it in its menu).
 * With `motion` (a crowded bar, see barRoom.ts) the animation speed and reduce motion live here too.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { closeOnOutside } from './closeOnOutside';
import { useTranslation } from 'react-i18next';
import { settings, UI_SCALE } from '../game/settings';
import { useSettings } from '../game/useSettings';
import { closeOnEscape } from './keys/keyboardPlay';
import { MotionControls } from './MotionControls';

const onFullscreen = (notify: () => void) => {
  document.addEventListener('fullscreenchange', notify);
  return () => document.removeEventListener('fullscreenchange', notify);
};

function FullscreenButton() {
  const { t } = useTranslation();
  const full = useSyncExternalStore(onFullscreen, () => document.fullscreenElement !== null);
  const toggle = () => {
    // A browser may refuse (an iframe, a policy): the button simply stays as it was.
    const done = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    done.catch(() => undefined);
  };
  return (
    <button type="button" data-testid="fullscreen" aria-pressed={full} onClick={toggle}>
      {full ? t('settings.fullscreenExit') : t('settings.fullscreen')}
    </button>
  );
}

export function ViewControls({ browser, motion }: { browser: boolean; motion: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const scale = useSettings((x) => x.uiScale);
  useEffect(() => (open ? closeOnEscape(() => setOpen(false)) : undefined), [open]);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => (open ? closeOnOutside(() => box.current, () => setOpen(false)) : undefined), [open]);
  return (
    <div className="sound-controls" ref={box}>
      <button type="button" data-testid="view-toggle" aria-expanded={open} aria-controls="view-panel" title={t('settings.viewTitle')}
        onClick={() => setOpen(!open)}>
        {t('settings.view')}
      </button>
      {open && (
        <div className="sound-panel" id="view-panel" data-testid="view-panel" role="group" aria-label={t('settings.viewTitle')}>
          <label>
            {t('settings.uiScale')}
            <input type="range" min={UI_SCALE.min * 100} max={UI_SCALE.max * 100} step={UI_SCALE.step * 100} data-testid="ui-scale"
              value={Math.round(scale * 100)} aria-valuetext={`${Math.round(scale * 100)}%`}
              onChange={(e) => settings.update({ uiScale: Number(e.target.value) / 100 })} />
            <output data-testid="ui-scale-value">{Math.round(scale * 100)}%</output>
          </label>
          {browser && <FullscreenButton />}
          {motion && <div className="view-motion" data-testid="view-motion"><MotionControls /></div>}
        </div>
      )}
    </div>
  );
}
