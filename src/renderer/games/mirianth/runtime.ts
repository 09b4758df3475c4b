/** Mirianth's long-lived helpers: one bot worker and the AI scheduler, started once per page. */
import { debugAllowed } from '../../game/debugGate';
import { installSavesDebugHook } from '../../saves/savesDebug';
import { coachSteer, startCoach } from './coach/coachRuntime';
import { createBotClient, type BotClient } from './game/botClient';
import { startBotScheduler } from './game/botScheduler';
import { installDebugHook } from './game/debugHook';
import { session } from './game/session';
import { persistence, replay } from './saves/live';

let client: BotClient | null = null;

export function bots(): BotClient {
  client ??= createBotClient();
  return client;
}

let started = false;

export function startMirianth(): void {
  if (started) return;
  started = true;
  const debug = debugAllowed(window.location.search, import.meta.env.DEV);
  if (debug) installDebugHook(session);
  persistence.attach();
  if (debug) installSavesDebugHook(persistence, replay);
  startCoach();
  startBotScheduler(session, bots(), coachSteer);
}
