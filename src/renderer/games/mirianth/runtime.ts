/** Mirianth's long-lived helpers: one bot worker and the AI scheduler, started once per page. */
import { debugAllowed } from '../../game/debugGate';
import { startSaves } from '../../saves/savesRuntime';
import { coachSteer, startCoach } from './coach/coachRuntime';
import { createBotClient, type BotClient } from './game/botClient';
import { startBotScheduler } from './game/botScheduler';
import { installDebugHook } from './game/debugHook';
import { session } from './game/session';

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
  startSaves(debug);
  startCoach();
  startBotScheduler(session, bots(), coachSteer);
}
