/** The top bar: title, phase and step, round, and the settings every screen needs. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppInfo } from '../../../../shared/api';
import { phaseOf } from '../game/phase';
import { useIsLocal } from '../game/source';
import { settings } from '../../../game/settings';
import { useSettings } from '../../../game/useSettings';
import { useSession, useShownSession } from '../game/useSession';
import { LANGUAGES } from '../../../i18n';
import { GameSaveButtons } from '../../../saves/GameSaveButtons';
import { isDesktop, platform } from '../../../platform';
import { RulesButton } from '../rules/RulesEntry';
import { useStore } from '../../../store';
import { useBarCrowded } from '../../../hud/useBarCrowded';
import { MotionControls } from '../../../hud/MotionControls';
import { answerNewGame, askNewGame, newGameQuestion } from '../../../hud/newGameConfirm';
import { LeaveAsk } from '../../../hud/LeaveAsk';
import { SoundControls } from '../../../hud/SoundControls';
import { ViewControls } from '../../../hud/ViewControls';

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
  const showRound = p.round > 0 && phaseOf(p.step) === 'negotiation';
  const roundText = t('top.round', { n: p.round });
  // The round and its Last Round notice never shrink: the step name and the seed give way first.
  return (
    <div className="phase">
      {showRound && (
        <span className="round" data-testid="hud-round" title={last ? `${roundText} (${last})` : roundText}>
          {roundText}{last && <span className="last-round" data-testid="hud-last-round"> ({last})</span>}
        </span>
      )}
      <span className="phase-name" data-testid="hud-phase">{t(`phase.${phaseOf(p.step)}`)}</span>
      <span className="sep">·</span>
      <span className="step-name" data-testid="hud-step" title={t(`step.${p.step}`)}>{t(`step.${p.step}`)}</span>
      {p.seed !== '' && <span className="seed" data-testid="hud-seed" title={t('top.seed', { seed: p.seed })}>{t('top.seed', { seed: p.seed })}</span>}
    </div>
  );
}

function NewGameButton() {
  const { t } = useTranslation();
  const asking = useStore(newGameQuestion);
  const button = <button type="button" data-testid="menu-new-game" aria-expanded={asking} onClick={askNewGame}>{t('top.newGame')}</button>;
  if (!asking) return button;
  return <LeaveAsk button={button} leaveText={t('read.newGameLeave')} onLeave={() => answerNewGame(true)} onStay={() => answerNewGame(false)} />;
}

export function TopBar() {
  const { t } = useTranslation();
  const info = useAppInfo();
  const language = useSettings((x) => x.language);
  const crowded = useBarCrowded();
  const playing = useSession((x) => x.screen === 'playing');
  const local = useIsLocal();
  return (
    <header className={`topbar${playing ? ' playing' : ''}`} data-testid="hud">
      <h1 className="hud-title" data-testid="hud-title">{t('app.title')}</h1>
      {info && <span className="hud-version" title={t('app.version', { version: info.version, platform: info.platform })} data-testid="hud-version">{t('app.version', { version: info.version, platform: info.platform })}</span>}
      <PhaseLine />
      <span className="spacer" />
      {!crowded && <MotionControls />}
      <SoundControls />
      <ViewControls browser={!isDesktop} motion={crowded} />
      <div className="seg" role="group" aria-label={t('settings.language')}>
        {LANGUAGES.map((l) => (
          <button key={l} type="button" data-testid={`lang-${l}`} aria-pressed={language === l} onClick={() => settings.update({ language: l })}>
            {l === 'en' ? 'EN' : 'PT-BR'}
          </button>
        ))}
      </div>
      <RulesButton />
      <GameSaveButtons />
      {playing && local && <NewGameButton />}
    </header>
  );
}
