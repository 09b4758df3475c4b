/**
 * The host's autosave: the table around a game (seats with token digests, options, owner key
 * digest) wrapped around the game itself as a standard save document (`src/shared/save`, mode
 * `lan`), so the game part is replayed and hash-checked by the same code as any save. Nothing in
 * it lets a reader take a seat: tokens and passwords are stored only as digests. Version 2 seals
 * the game (its seed above all) with the folder's key (`autosaveKey.ts`); version 1 files, with
 * the game in clear, still load once and are rewritten sealed.
 */
import { z } from 'zod';
import { BOT_LEVELS as BOT_KINDS } from '../../engine/kit/module';
import { DEFAULT_GAME_ID, REGISTRY, type GameCatalog } from '../../engine/registry';
import { hostableGame } from './tableGame';
import { decodeAnySave, encodeModuleSave, type ModuleSaveDocument } from '../../shared/save/moduleSave';
import type { ModuleTimeline } from '../../shared/save/moduleTimeline';
import { HOLD_SECONDS_RANGE, TURN_CLOCK_RANGE } from '../../shared/lan/protocol';
import { seal, sealedSchema, unseal } from './autosaveKey';
import type { Table } from './table';

/** Autosaves larger or deeper than this are skipped unread (a real one weighs well under 1 MB). */
export const MAX_AUTOSAVE_BYTES = 4 * 1024 * 1024;
const MAX_JSON_DEPTH = 64;

const hex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));

const seatSchema = z.strictObject({
  kind: z.enum(['human', 'ai']),
  level: z.enum(BOT_KINDS),
  name: z.string().max(200),
  tokenDigest: hex(32).nullable(),
  owner: z.boolean(),
});

const tableSchema = z.strictObject({
    id: hex(6),
    /** Registry id of the table's game; absent in autosaves written before game ids (= Mirianth Wars). */
    game: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/).optional(),
    ownerKeyDigest: hex(32),
    options: z.strictObject({
      name: z.string().max(200),
      seats: z.number().int().min(1).max(8),
      password: z.strictObject({ salt: hex(16), hash: hex(32) }).nullable(),
      dropPolicy: z.enum(['wait', 'ai']),
      holdSeconds: z.number().int().min(HOLD_SECONDS_RANGE.min).max(HOLD_SECONDS_RANGE.max),
      turnClockSeconds: z.number().int().min(TURN_CLOCK_RANGE.min).max(TURN_CLOCK_RANGE.max).nullable(),
    }),
    seats: z.array(seatSchema).min(1).max(8),
});

const envelopeSchema = z.discriminatedUnion('version', [
  z.strictObject({
    format: z.literal('mirianth-lan-autosave'),
    version: z.literal(2),
    savedAt: z.string(),
    table: tableSchema,
    /** The save document (shared save format), sealed; checked by `decodeSave` once opened. */
    game: sealedSchema,
  }),
  z.strictObject({
    format: z.literal('mirianth-lan-autosave'),
    version: z.literal(1),
    savedAt: z.string(),
    table: tableSchema,
    game: z.unknown(),
  }),
]);

export type AutosaveTable = z.infer<typeof tableSchema>;
export type Autosave = Extract<z.infer<typeof envelopeSchema>, { version: 2 }>;
/** A checked autosave: the table, its game's save document, and that game replayed (any game). */
export interface LoadedTable { table: AutosaveTable; game: ModuleSaveDocument; timeline: ModuleTimeline; state: unknown }

/** How deep `text` nests arrays and objects, stopping once past `limit` (strings skipped). */
export function jsonDepthOver(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

export function autosaveOf(table: Table, now: Date, key: Buffer): Autosave | null {
  const session = table.session;
  if (!session) return null;
  const { game, ...options } = table.options;
  const { doc } = encodeModuleSave(table.module, {
    // The rules the game runs under (a table restored from an older autosave keeps its own).
    rulesVersion: session.rulesVersion,
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
    version: 2,
    savedAt: now.toISOString(),
    table: {
      id: table.id,
      game,
      ownerKeyDigest: table.ownerKeyDigest,
      options,
      seats: table.active.map((s) => ({ kind: s.kind, level: s.level, name: s.name, tokenDigest: s.tokenDigest, owner: s.owner })),
    },
    game: seal(doc, key, table.id),
  };
}

/** A checked autosave (the game replayed to its recorded hash), or what is wrong with it. */
export function parseAutosave(text: string, key: Buffer | null, catalog: GameCatalog = REGISTRY): LoadedTable | string {
  if (text.length > MAX_AUTOSAVE_BYTES) return `too large (over ${MAX_AUTOSAVE_BYTES / 2 ** 20} MB)`;
  if (jsonDepthOver(text, MAX_JSON_DEPTH)) return `nested too deeply (over ${MAX_JSON_DEPTH} levels)`;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  const r = envelopeSchema.safeParse(raw);
  if (!r.success) return `not a LAN autosave (${r.error.issues[0]?.message ?? 'invalid'})`;
  const tableGameId = r.data.table.game ?? DEFAULT_GAME_ID;
  // Said before anything is unsealed: the table's game is not one this host runs.
  if (!hostableGame(tableGameId, catalog)) return `a table of the game "${tableGameId}", which this host does not have`;
  let gameText: string;
  if (r.data.version === 2) {
    const opened = key ? unseal(r.data.game, key, r.data.table.id) : null;
    if (opened === null) return 'its game does not open with this folder\'s autosave.key';
    if (opened.length > MAX_AUTOSAVE_BYTES || jsonDepthOver(opened, MAX_JSON_DEPTH)) return 'its game is too large or nested too deeply';
    gameText = opened;
  } else {
    gameText = JSON.stringify(r.data.game);
  }
  const decoded = decodeAnySave(gameText, catalog);
  if (!decoded.ok) return `its game does not load: ${decoded.message}`;
  const { table } = r.data;
  const game = decoded.save;
  if (game.setup.mode !== 'lan' || game.finished) return 'not a running LAN game';
  if (game.game !== tableGameId) return `its game is "${game.game}" but the table says "${tableGameId}"`;
  if (table.seats.length !== table.options.seats || game.setup.seats.length !== table.options.seats) return 'seat count mismatch';
  return { table, game, timeline: decoded.timeline, state: decoded.state };
}
