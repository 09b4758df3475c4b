/**
 * Leaving a game that is still running asks first, the same way in every game: the question drops
 * below the button ("Leave this game? It is saved; you can continue it later."), Stay has focus.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface LeaveAskProps {
  /** The button that asks (or leaves at once when nothing is running). */
  button: ReactNode;
  /** The answer that leaves ("New game", "Leave table"). */
  leaveText: string;
  /** The question itself; a local game's ("Leave this game? It is saved…") unless given (a LAN table's). */
  ask?: string;
  /** The answer that stays ("Keep playing" unless given). */
  stayText?: string;
  onLeave(): void;
  onStay(): void;
}

/** The question under a bar button; the Mirianth top bar and the other games' bars share it. */
export function LeaveAsk({ button, leaveText, ask, stayText, onLeave, onStay }: LeaveAskProps) {
  const { t } = useTranslation();
  const question = ask ?? t('read.newGameAsk');
  // Dropped below the bar: inline, it pushed the bar past 1280 px and scrolled the whole window sideways.
  return (
    <div className="confirm-new-anchor">
      {button}
      <div className="confirm-new" role="alertdialog" aria-label={question} data-testid="new-game-ask"
        onKeyDown={(e) => {
          if (e.key === 'Escape') onStay();
        }}>
        <span>{question}</span>
        <button type="button" className="danger" data-testid="new-game-leave" onClick={onLeave}>{leaveText}</button>
        <button type="button" data-testid="new-game-stay" autoFocus onClick={onStay}>{stayText ?? t('read.newGameStay')}</button>
      </div>
    </div>
  );
}

interface LeaveButtonProps {
  label: string;
  testId: string;
  /** A game in play (not over, not a replay): leaving it asks first. */
  running: boolean;
  onLeave(): void;
}

/** A bar's way out that asks while the game runs (Nains, Miremarsh). */
export function LeaveButton({ label, testId, running, onLeave }: LeaveButtonProps) {
  const [asking, setAsking] = useState(false);
  const button = (
    <button type="button" data-testid={testId} aria-expanded={asking} onClick={() => (running ? setAsking(!asking) : onLeave())}>{label}</button>
  );
  if (!asking || !running) return button;
  return <LeaveAsk button={button} leaveText={label} onStay={() => setAsking(false)} onLeave={() => {
    setAsking(false);
    onLeave();
  }} />;
}
