/**
 * The host's autosave: enough to rebuild a running table after a restart (seed, players, the
 * moves so far, seats with token digests) and nothing a thief could use to take a seat. There is
 * no shared save format yet (`src/shared/save/` has not landed); when it does, `game` should
 * become that format's setup + moves.
 */
import { z } from 'zod';
import { moveSchema } from '../../engine';
import { BOT_KINDS } from '../../ai/types';
import { HOLD_SECONDS_RANGE, TURN_CLOCK_RANGE } from '../../shared/lan/protocol';
import type { Table } from './table';
import type { TableOptions } from './tableModel';

const hex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));

const seatSchema = z.strictObject({
  kind: z.enum(['human', 'ai']),
  level: z.enum(BOT_KINDS),
  name: z.string().max(200),
  tokenDigest: hex(32).nullable(),
  owner: z.boolean(),
});

export const autosaveSchema = z.strictObject({
  format: z.literal('mirianth-lan-autosave'),
  version: z.literal(1),
  savedAt: z.string(),
  table: z.strictObject({
    id: hex(6),
    ownerKeyDigest: hex(32),
    options: z.strictObject({
      name: z.string().max(200),
      seats: z.number().int().min(2).max(4),
      password: z.strictObject({ salt: hex(16), hash: hex(32) }).nullable(),
      dropPolicy: z.enum(['wait', 'ai']),
      holdSeconds: z.number().int().min(HOLD_SECONDS_RANGE.min).max(HOLD_SECONDS_RANGE.max),
      turnClockSeconds: z.number().int().min(TURN_CLOCK_RANGE.min).max(TURN_CLOCK_RANGE.max).nullable(),
    }),
    seats: z.array(seatSchema).min(2).max(4),
  }),
  game: z.strictObject({
    seed: z.number().int().min(0).max(0xffffffff),
    players: z.array(z.strictObject({ name: z.string().max(200) })).min(2).max(4),
    moves: z.array(moveSchema).max(100_000),
  }),
});

export type Autosave = z.infer<typeof autosaveSchema>;

export function autosaveOf(table: Table, now: Date): Autosave | null {
  const session = table.session;
  if (!session) return null;
  const options: TableOptions = table.options;
  return {
    format: 'mirianth-lan-autosave',
    version: 1,
    savedAt: now.toISOString(),
    table: {
      id: table.id,
      ownerKeyDigest: table.ownerKeyDigest,
      options: { ...options },
      seats: table.active.map((s) => ({ kind: s.kind, level: s.level, name: s.name, tokenDigest: s.tokenDigest, owner: s.owner })),
    },
    game: { seed: session.setup.seed, players: session.setup.players, moves: session.moves },
  };
}

export function parseAutosave(text: string): Autosave | string {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const r = autosaveSchema.safeParse(raw);
  if (!r.success) return `not a LAN autosave (${r.error.issues[0]?.message ?? 'invalid'})`;
  if (r.data.table.seats.length !== r.data.table.options.seats || r.data.game.players.length !== r.data.table.options.seats) {
    return 'seat count mismatch';
  }
  return r.data;
}
