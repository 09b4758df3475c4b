/** Sound settings in the top bar: mute, volume and table music, remembered with the other settings. */
import { useEffect, useRef, useState } from 'react';
import { closeOnOutside } from './closeOnOutside';
import { useTranslation } from 'react-i18next';
import { settings } from '../game/settings';
import { useSettings } from '../game/useSettings';
import { closeOnEscape } from './keys/keyboardPlay';

export function SoundControls() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const s = useSettings((x) => ({ volume: x.volume, muted: x.muted, music: x.music }));
  useEffect(() => (open ? closeOnEscape(() => setOpen(false)) : undefined), [open]);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => (open ? closeOnOutside(() => box.current, () => setOpen(false)) : undefined), [open]);
  return (
    <div className="sound-controls" ref={box}>
      <button type="button" data-testid="sound-toggle" aria-expanded={open} aria-controls="sound-panel" title={t('settings.soundTitle')}
        onClick={() => setOpen(!open)}>
        {s.muted ? `${t('settings.sound')} ✕` : `♪ ${t('settings.sound')}`}
      </button>
      {open && (
        <div className="sound-panel" id="sound-panel" data-testid="sound-panel" role="group" aria-label={t('settings.soundTitle')}>
          <label>
            <input type="checkbox" data-testid="sound-mute" checked={s.muted} onChange={(e) => settings.update({ muted: e.target.checked })} />
            {t('settings.mute')}
          </label>
          <label>
            {t('settings.volume')}
            <input type="range" min={0} max={100} step={5} data-testid="sound-volume" value={Math.round(s.volume * 100)}
              onChange={(e) => settings.update({ volume: Number(e.target.value) / 100 })} />
          </label>
          <label>
            <input type="checkbox" data-testid="sound-music" checked={s.music} onChange={(e) => settings.update({ music: e.target.checked })} />
            {t('settings.music')}
          </label>
        </div>
      )}
    </div>
  );
}
