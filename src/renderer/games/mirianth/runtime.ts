/** Mirianth's long-lived helpers: its bots (in the platform's one bot worker) and the AI scheduler, started once per page. */
import { debugAllowed } from '../../game/debugGate';
import { installSavesDebugHook } from './saves/savesDebug';
import { coachSteer, startCoach } from './coach/coachRuntime';
import { startBotScheduler } from './game/botScheduler';
import { installDebugHook } from './game/debugHook';
import { createMirianthBots, type MirianthBots } from './game/mirianthBots';
import { session } from './game/session';
import { persistence, replay } from './saves/live';

let client: MirianthBots | null = null;

export function bots(): MirianthBots {
  client ??= createMirianthBots();
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
