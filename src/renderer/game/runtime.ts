/** The session's long-lived helpers: one bot worker and the AI scheduler, started once per page. */
import { createBotClient, type BotClient } from '../games/mirianth/game/botClient';
import { startBotScheduler } from '../games/mirianth/game/botScheduler';
import { installDebugHook } from '../games/mirianth/game/debugHook';
import { debugAllowed } from './debugGate';
import { startSaves } from '../saves/savesRuntime';
import { installNainsSaves } from '../games/nains/nainsSaves';
import { installMiremarshSaves } from '../games/miremarsh/miremarshSaves';
import { session } from '../games/mirianth/game/session';
import { coachSteer, startCoach } from '../games/mirianth/coach/coachRuntime';

let client: BotClient | null = null;

export function bots(): BotClient {
  client ??= createBotClient();
  return client;
}

let started = false;

export function startRuntime(): void {
  if (started) return;
  started = true;
  const debug = debugAllowed(window.location.search, import.meta.env.DEV);
  if (debug) installDebugHook(session);
  startSaves(debug);
  // Nains' and Miremarsh's tables keep their own save records (autosaves, Continue, undo) beside Mirianth's.
  installNainsSaves();
  installMiremarshSaves();
  startCoach();
  startBotScheduler(session, bots(), coachSteer);
}
