/** The game log: every event as a readable line, newest at the bottom, once the table has shown it. */
import { useMemo, useRef, useLayoutEffect, useSyncExternalStore } from 'react';
import { useFollowNewest } from '../../../hud/followNewest';
import type { PlayerView } from '../../../../engine/games/mirianth';
import { useTranslation } from 'react-i18next';
import { shownEntries, shownGame } from '../game/shown';
import { useGameSource } from '../game/source';
import { useSession, useShownSession } from '../game/useSession';
import { describeEvent } from '../i18n/describeEvent';

const SHOWN = 160;

export function GameLog() {
  const { t } = useTranslation();
  const { view: shownView } = useShownSession((s) => ({ view: s.view, version: s.version }));
  const latest = useSession((s) => ({ view: s.view, viewer: s.viewer }));
  const shownViewer = useShownSession((s) => s.viewer);
  const view = useMemo(() => namingView(shownView, latest.view, latest.viewer === shownViewer), [shownView, latest.view, latest.viewer, shownViewer]);
  const shown = useSyncExternalStore(shownGame.subscribe, shownGame.get);
  const list = useRef<HTMLOListElement>(null);
  const entries = shownEntries(useGameSource().events(), shown, shownGame.driven());
  // Each deal names the card under dispute: the last one opened before it.
  const disputed: (string | null)[] = [];
  let card: string | null = null;
  for (const e of entries) {
    if (e.event.type === 'disputeOpened') card = e.event.card;
    disputed.push(card);
  }
  const lines = [];
  for (let i = entries.length - 1; i >= 0 && lines.length < SHOWN; i--) {
    const e = entries[i];
    if (!e || !view) continue;
    const text = describeEvent(t, view, e.event, { disputed: disputed[i] ?? null });
    if (text) lines.push({ key: i, text, kind: e.event.type });
  }
  lines.reverse();
  const follow = useFollowNewest(list);
  // After every render: new lines, and new words for old ones (a language change makes them taller).
  useLayoutEffect(follow);
  return (
    <section className="panel log" data-testid="game-log">
      <h3>{t('log.title')}</h3>
      {/* A focusable live log: keyboard users can scroll it, screen readers hear new lines. */}
      <ol ref={list} tabIndex={0} data-testid="game-log-lines" aria-live="polite" aria-label={t('log.title')}>
        {lines.map((l) => (
          <li key={l.key} className={l.kind === 'stepStarted' ? 'step' : l.kind === 'roundStarted' ? 'round' : ''}>{l.text}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The view that names the cards in the log. Mid-move the table still rests on the last move's
 * view, where a card the move brings out (a plague card from the deck of fate) has no name yet:
 * the line would say "?" until the move ends. The line is only shown once the table shows its
 * event, so the engine's newer view may name it; never another seat's view (hot-seat).
 */
function namingView(shown: PlayerView | null, latest: PlayerView | null, sameSeat: boolean): PlayerView | null {
  if (!shown || !latest || latest === shown || !sameSeat) return shown;
  return { ...shown, cards: { ...shown.cards, ...latest.cards } };
}
