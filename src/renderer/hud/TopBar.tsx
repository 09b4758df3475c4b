/** The top bar: title, phase and step, round, and the settings every screen needs. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppInfo } from '../../shared/api';
import { phaseOf } from '../game/phase';
import { session } from '../game/session';
import { useIsLocal } from '../game/source';
import { settings } from '../game/settings';
import { SPEEDS } from '../game/types';
import { useSession, useSettings, useShownSession } from '../game/useSession';
import { LANGUAGES } from '../i18n';
import { GameSaveButtons } from '../saves/GameSaveButtons';
import { platform } from '../platform';

function useAppInfo(): AppInfo | undefined {
  const [info, setInfo] = useState<AppInfo>();
  useEffect(() => {
    let mounted = true;
    platform.appInfo().then(
      (next) => mounted && setInfo(next),
      (error: unknown) => console.error('Could not read app info', error),
    );
    return () => {
      mounted = false;
    };
  }, []);
  return info;
}

function PhaseLine() {
  const { t } = useTranslation();
  const p = useShownSession((s) => ({ step: s.view?.step, round: s.view?.roundNo ?? 0, last: s.view?.lastRound, seed: s.seed }));
  if (!p.step) return null;
  const last = p.last === 'thisIsLast' ? t('top.lastRound') : p.last === 'nextIsLast' ? t('top.nextIsLast') : '';
  return (
    <div className="phase">
      <span className="phase-name" data-testid="hud-phase">{t(`phase.${phaseOf(p.step)}`)}</span>
      <span>·</span>
      <span className="step-name" data-testid="hud-step">{t(`step.${p.step}`)}</span>
      {p.round > 0 && phaseOf(p.step) === 'negotiation' && (
        <span className="round" data-testid="hud-round">{t('top.round', { n: p.round })}{last && ` (${last})`}</span>
      )}
      {p.seed !== '' && <span className="round" data-testid="hud-seed">{t('top.seed', { seed: p.seed })}</span>}
    </div>
  );
}

export function TopBar() {
  const { t } = useTranslation();
  const info = useAppInfo();
  const s = useSettings((x) => x);
  const playing = useSession((x) => x.screen === 'playing');
  const local = useIsLocal();
  return (
    <header className="topbar" data-testid="hud">
      <h1 className="hud-title" data-testid="hud-title">{t('app.title')}</h1>
      {info && <span className="hud-version" data-testid="hud-version">{t('app.version', { version: info.version, platform: info.platform })}</span>}
      <PhaseLine />
      <span className="spacer" />
      <div className="seg" role="group" aria-label={t('settings.speed')} title={t('settings.speed')}>
        {SPEEDS.map((sp) => (
          <button key={sp} type="button" data-testid={`speed-${sp}`} aria-pressed={s.speed === sp} onClick={() => settings.update({ speed: sp })}>
            {t(`settings.speed${sp.charAt(0).toUpperCase()}${sp.slice(1)}`)}
          </button>
        ))}
      </div>
      <button type="button" data-testid="reduce-motion" aria-pressed={s.reduceMotion} onClick={() => settings.update({ reduceMotion: !s.reduceMotion })}>
        {t('settings.reduceMotion')}
      </button>
      <div className="seg" role="group" aria-label={t('settings.language')}>
        {LANGUAGES.map((l) => (
          <button key={l} type="button" data-testid={`lang-${l}`} aria-pressed={s.language === l} onClick={() => settings.update({ language: l })}>
            {l === 'en' ? 'EN' : 'PT-BR'}
          </button>
        ))}
      </div>
      <GameSaveButtons />
      {playing && local && (
        <button type="button" data-testid="menu-new-game" onClick={() => session.toNewGame()}>{t('top.newGame')}</button>
      )}
    </header>
  );
}
