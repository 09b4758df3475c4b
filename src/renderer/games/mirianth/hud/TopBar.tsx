/** The top bar: the shell bar with Mirianth's title, phase, step and round, Save/Load and New game (Leave the table at a LAN table). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_GAME_ID } from '../../../../shared/save';
import type { AppInfo } from '../../../../shared/api';
import { phaseOf } from '../game/phase';
import { useIsLocal } from '../game/source';
import { session } from '../game/session';
import { useSession, useShownSession } from '../game/useSession';
import { saveGame } from '../../../saves/actions';
import { UndoButton } from '../saves/UndoButton';
import { useLiveRecord } from '../saves/liveRecord';
import { platform } from '../../../platform';
import { RulesButton } from '../rules/RulesEntry';
import { gameRunning } from './newGameConfirm';
import { PANEL_SHORTCUTS } from '../../../hud/keys/KeyHelp';
import { ShellBar } from '../../../shell/ShellBar';
import { lanShortcuts } from '../../../shell/shellControls';
import { useLan } from '../../../lan/lanStore';
import { useLanExit } from '../../../lan/lanExit';

const LAN_SHORTCUTS = lanShortcuts(PANEL_SHORTCUTS);

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

/** Undo and Save, and the saved-games list's Load beside them (the shell bar places Load), while a local game is live: as every game has them. */
function SaveButtons() {
  const { t } = useTranslation();
  return (
    <>
      <UndoButton />
      <button type="button" data-testid="save-game" onClick={() => void saveGame()}>{t('saves.save')}</button>
    </>
  );
}

export function TopBar() {
  const { t } = useTranslation();
  const info = useAppInfo();
  const playing = useSession((x) => x.screen === 'playing');
  const local = useIsLocal();
  const record = useLiveRecord();
  // At a LAN table the exit is Leave the table (the host keeps the game: no Save or Load).
  const lanTable = useLan((s) => s.stage === 'table');
  const lanExit = useLanExit();
  const version = info ? t('app.version', { version: info.version, platform: info.platform }) : null;
  return (
    <ShellBar slot={{
      game: 'mirianth', className: 'topbar', testId: 'hud', titleTestId: 'hud-title', title: t('app.title'), playing,
      afterTitle: version && <span className="hud-version" title={version} data-testid="hud-version">{version}</span>,
      line: <PhaseLine />,
      rules: <RulesButton />,
      shortcuts: lanTable ? LAN_SHORTCUTS : PANEL_SHORTCUTS,
      save: record ? <SaveButtons /> : null,
      load: record ? DEFAULT_GAME_ID : null,
      exit: !playing ? null : local ? { testId: 'menu-new-game', running: gameRunning, leave: () => session.toNewGame() } : lanTable ? lanExit : null,
    }} />
  );
}
