/**
 * A game's LAN table, the same for every game: its screen over this page's seat session (from the
 * registry's `lan`), with the LAN row (connection, spectator banner, watchers, clock) and chat; the
 * table's lobby before a game and after its score sheet is closed.
 */
import { Suspense, useSyncExternalStore } from 'react';
import type { SeatedGame } from '../seatGames';
import { ChatPanel } from '../ChatPanel';
import { LanBar } from '../LanBar';
import { LobbyScreen } from '../LobbyScreen';

export function LanGameTable({ seated }: { seated: SeatedGame | null }) {
  const session = seated?.seat.session;
  const active = useSyncExternalStore(session?.subscribe ?? noSubscribe, () => session?.get().active ?? false);
  if (!seated || !session || !active) return <LobbyScreen />;
  const { Table, ownBar } = seated.lan;
  // A screen with its own shell bar takes the LAN row under it, and the chat in its own flow (under its log, never over its answers).
  const bar = ownBar ? <LanBar className="lan-bar lan-module-bar" /> : <LanBar />;
  const chat = ownBar ? <div className="lan-module-chat"><ChatPanel compact /></div> : <ChatPanel compact />;
  return <Suspense fallback={null}><Table session={session} bar={bar} chat={chat} /></Suspense>;
}

const noSubscribe = (): (() => void) => () => undefined;
