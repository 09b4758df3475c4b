/** The shell bar's own controls: language, Load, and New game with its one question for every game. */
import { useTranslation } from 'react-i18next';
import { settings } from '../game/settings';
import { useSettings } from '../game/useSettings';
import { LeaveAsk } from '../hud/LeaveAsk';
import { LANGUAGES } from '../i18n';
import { openSavedGamesOf } from '../saves/savesUi';
import { useStore } from '../store';
import { answerExit, askExit, exitQuestion } from './exitQuestion';

/** New game at a game's bar (or Leave the table at a LAN table): its test id, and how to leave. */
export interface ShellExit {
  testId: string;
  /** The button's words and the question's, when not New game's (a LAN table's "Leave the table"). */
  label?: string;
  question?: string;
  /** The answer that stays, when not "Keep playing" (the host keeps its table open). */
  stay?: string;
  /** Whether a game is running right now (asked at the click: leaving it asks first). */
  running(): boolean;
  leave(): void;
}

export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useSettings((x) => x.language);
  return (
    <div className="seg" role="group" aria-label={t('settings.language')}>
      {LANGUAGES.map((l) => (
        <button key={l} type="button" data-testid={`lang-${l}`} aria-pressed={language === l} onClick={() => settings.update({ language: l })}>
          {l === 'en' ? 'EN' : 'PT-BR'}
        </button>
      ))}
    </div>
  );
}

export function LoadButton({ game }: { game: string }) {
  const { t } = useTranslation();
  return <button type="button" data-testid="open-saves-top" title={t('shell.loadTitle')} onClick={() => openSavedGamesOf(game)}>{t('saves.loadShort')}</button>;
}

export function ExitButton({ exit }: { exit: ShellExit }) {
  const { t } = useTranslation();
  const asking = useStore(exitQuestion);
  const button = (
    <button type="button" data-testid={exit.testId} aria-expanded={asking} onClick={() => askExit(exit.running(), () => exit.leave())}>{exit.label ?? t('top.newGame')}</button>
  );
  if (!asking) return button;
  return <LeaveAsk button={button} leaveText={exit.label ?? t('read.newGameLeave')} ask={exit.question} stayText={exit.stay} onLeave={() => answerExit(true, () => exit.leave())} onStay={() => answerExit(false, () => exit.leave())} />;
}
