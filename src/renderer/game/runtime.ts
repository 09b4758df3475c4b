/** The session's long-lived helpers: one bot worker and the AI scheduler, started once per page. */
import { createBotClient, type BotClient } from './botClient';
import { startBotScheduler } from './botScheduler';
import { installDebugHook } from './debugHook';
import { session } from './session';

let client: BotClient | null = null;

export function bots(): BotClient {
  client ??= createBotClient();
  return client;
}

let started = false;

export function startRuntime(): void {
  if (started) return;
  started = true;
  installDebugHook(session);
  startBotScheduler(session, bots());
}
