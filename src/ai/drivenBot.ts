/** A game's bot, from the AI registry, as the LAN bot driver takes it: the LAN tests' harness and `bench:lan` drive seats with these. */
import type { BotLevel } from '../engine/kit/module';
import type { DrivenBot } from '../shared/lan/botDriver';
import { aiForId } from './registry';

export function drivenBot(gameId: string, level: BotLevel, seed: number): DrivenBot {
  const bot = aiForId(gameId).createBot(level, seed);
  return { kind: bot.level, choose: (view, seat) => bot.choose(view, seat) };
}
