/**
 * The host's autosave: the table around a game (seats with token digests, options, owner key
 * digest) wrapped around the game itself as a standard save document (`src/shared/save`, mode
 * `lan`), so the game part is replayed and hash-checked by the same code as any save. Nothing in
 * it lets a reader take a seat: tokens and passwords are stored only as digests.
 */
import { z } from 'zod';
import type { GameState } from '../../engine';
import { BOT_KINDS } from '../../ai/types';
import { decodeSave, encodeSave, type SaveDocument } from '../../shared/save';
import { HOLD_SECONDS_RANGE, TURN_CLOCK_RANGE } from '../../shared/lan/protocol';
import type { Table } from './table';

const hex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));

const seatSchema = z.strictObject({
  kind: z.enum(['human', 'ai']),
  level: z.enum(BOT_KINDS),
  name: z.string().max(200),
  tokenDigest: hex(32).nullable(),
  owner: z.boolean(),
});

const envelopeSchema = z.strictObject({
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
  /** A save document (shared save format), checked by `decodeSave`. */
  game: z.unknown(),
});

type Envelope = z.infer<typeof envelopeSchema>;
export type AutosaveTable = Envelope['table'];
export type Autosave = Omit<Envelope, 'game'> & { game: SaveDocument };
export interface LoadedTable { table: AutosaveTable; game: SaveDocument; state: GameState }

export function autosaveOf(table: Table, now: Date): Autosave | null {
  const session = table.session;
  if (!session) return null;
  const { doc } = encodeSave({
    gameId: session.gameId,
    startedAt: session.startedAt,
    setup: {
      seed: session.setup.seed,
      mode: 'lan',
      seats: table.active.map((s, i) => {
        const name = session.setup.players[i]?.name ?? s.name;
        return s.kind === 'ai' ? { name, kind: 'bot', bot: s.level } : { name, kind: 'human' };
      }),
    },
    moves: session.moves,
  }, session.state, now);
  return {
    format: 'mirianth-lan-autosave',
    version: 1,
    savedAt: now.toISOString(),
    table: {
      id: table.id,
      ownerKeyDigest: table.ownerKeyDigest,
      options: { ...table.options },
      seats: table.active.map((s) => ({ kind: s.kind, level: s.level, name: s.name, tokenDigest: s.tokenDigest, owner: s.owner })),
    },
    game: doc,
  };
}

/** A checked autosave (the game replayed to its recorded hash), or what is wrong with it. */
export function parseAutosave(text: string): LoadedTable | string {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const r = envelopeSchema.safeParse(raw);
  if (!r.success) return `not a LAN autosave (${r.error.issues[0]?.message ?? 'invalid'})`;
  const decoded = decodeSave(JSON.stringify(r.data.game));
  if (!decoded.ok) return `its game does not load: ${decoded.message}`;
  const { table } = r.data;
  const game = decoded.save;
  if (game.setup.mode !== 'lan' || game.finished) return 'not a running LAN game';
  if (table.seats.length !== table.options.seats || game.setup.seats.length !== table.options.seats) return 'seat count mismatch';
  return { table, game, state: decoded.state };
}
