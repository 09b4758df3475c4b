/** Parses `--bots a,b,c`: one bot level per seat, from the registry. */
import { availableBots } from '../ai/bots';
import { BOT_KINDS, type BotKind } from '../ai/types';
import { UsageError } from './types';

export function parseBots(value: string | undefined, players: number): BotKind[] {
  if (value === undefined) throw new UsageError('--bots is required, e.g. --bots random,random');
  const names = value.split(',').map((s) => s.trim());
  if (names.length !== players) throw new UsageError(`--bots lists ${names.length} bot(s) but --players is ${players}`);
  const available = availableBots();
  return names.map((name) => {
    if (!(BOT_KINDS as readonly string[]).includes(name) || !available.includes(name as BotKind)) {
      throw new UsageError(`Unknown bot "${name}"; choose from ${available.join(', ')}`);
    }
    return name as BotKind;
  });
}
