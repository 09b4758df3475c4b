/**
 * Every game's top bar: the game's title and its phase or round line, then the controls every game
 * shares, in one order and place (shellControls.ts): Rules, `?`, Sound, speed and Reduce motion,
 * View, language, Save, Load, New game. The game hands a small slot; the bar also holds the `?`
 * shortcut list and the saved-games list it opens.
 */
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SavedGamesScreen } from '../app/lazyScreens';
import { isDesktop } from '../platform';
import { KeyHelp, KeyHelpButton } from '../hud/keys/KeyHelp';
import { MotionControls } from '../hud/MotionControls';
import { SoundControls } from '../hud/SoundControls';
import { ViewControls } from '../hud/ViewControls';
import { useBarCrowded } from '../hud/useBarCrowded';
import { overlayStore } from '../saves/savesUi';
import { useStore } from '../store';
import { ExitButton, LanguageSwitch, LoadButton, type ShellExit } from './ShellParts';
import { shellControls, type ShellControl, type Shortcut } from './shellControls';
import './shell.css';

export interface ShellSlot {
  /** Prefixes the bar's class (`<game>-bar`). */
  game: string;
  /** The bar's test id (Mirianth's `hud`, `nains-bar`…) and its title's. */
  testId: string;
  titleTestId: string;
  title: string;
  /** The game's phase or round line (shrinks first when room runs short). */
  line?: ReactNode;
  /** Drawn right after the title (Mirianth's version). */
  afterTitle?: ReactNode;
  /** The game's Rules button, or null while it has none. */
  rules: ReactNode;
  shortcuts: readonly Shortcut[];
  /** Save and the game's undo beside it (or a replay's steps), or null when there is nothing to save. */
  save: ReactNode;
  /** The game whose saves Load lists, or null to hide Load. */
  load: string | null;
  exit: ShellExit | null;
  /** A game is on screen (the bar may drop its title for room at 1280). */
  playing: boolean;
  /** Extra classes (Mirianth's `topbar`, placed over its table). */
  className?: string;
}

function Control({ which, slot, crowded }: { which: ShellControl; slot: ShellSlot; crowded: boolean }) {
  switch (which) {
    case 'rules': return <>{slot.rules}</>;
    case 'keys': return <KeyHelpButton />;
    case 'sound': return <SoundControls />;
    case 'motion': return <MotionControls />;
    case 'view': return <ViewControls browser={!isDesktop} motion={crowded} />;
    case 'language': return <LanguageSwitch />;
    case 'save': return <>{slot.save}</>;
    case 'load': return slot.load === null ? null : <LoadButton game={slot.load} />;
    case 'exit': return slot.exit === null ? null : <ExitButton exit={slot.exit} />;
  }
}

export function ShellBar({ slot }: { slot: ShellSlot }) {
  const { t } = useTranslation();
  const crowded = useBarCrowded();
  const overlay = useStore(overlayStore);
  const controls = shellControls({
    rules: slot.rules !== null, keys: slot.shortcuts.length > 0, save: slot.save !== null, load: slot.load !== null, exit: slot.exit !== null, crowded,
  });
  return (
    <>
      <header className={`shell-bar ${slot.game}-bar${slot.className ? ` ${slot.className}` : ''}${slot.playing ? ' playing' : ''}`} data-testid={slot.testId}>
        <h1 className="hud-title" data-testid={slot.titleTestId}>{slot.title}</h1>
        {slot.afterTitle}
        {slot.line}
        <span className="spacer" />
        {controls.filter((c) => c !== 'save' && c !== 'load' && c !== 'exit').map((c) => <Control key={c} which={c} slot={slot} crowded={crowded} />)}
        {/* Save and Load side by side in one group, as the saves have always sat. */}
        {(controls.includes('save') || controls.includes('load')) && (
          <div className="seg shell-saves" role="group" aria-label={t('saves.title')}>
            {controls.includes('save') && <Control which="save" slot={slot} crowded={crowded} />}
            {controls.includes('load') && <Control which="load" slot={slot} crowded={crowded} />}
          </div>
        )}
        {controls.includes('exit') && <Control which="exit" slot={slot} crowded={crowded} />}
      </header>
      <div className="shell-overlays">
        <KeyHelp shortcuts={slot.shortcuts} />
        {overlay === 'list' && <Suspense fallback={null}><SavedGamesScreen /></Suspense>}
      </div>
    </>
  );
}

