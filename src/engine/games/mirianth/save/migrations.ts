/**
 * Older save versions, upgraded one step at a time to the current one. A migration only reshapes
 * data; the replay and hash check that follow decide whether the game is sound.
 *
 * Version 0 (the first prototype's files) looked like this:
 *   { "format": "mirianth-wars-save", "version": 0, "savedAt": ISO date, "seed": number | text,
 *     "players": [{ "name": text, "bot": bot level | null }],
 *     "log": [{ "action": move type, "player": seat, ...the move's other fields }],
 *     "hash": positionHash of the final state }
 * It had no game id, save name, mode, summary or checksum, and named moves differently.
 */
import { z } from 'zod';
import { BOT_LEVELS as BOT_KINDS } from '../../../kit/module';
import { fieldPath, saveError, type SaveError } from '../../../../shared/save/errors';
import { SAVE_FORMAT, SAVE_VERSION } from '../../../../shared/save/format';

export type Migrated = { ok: true; body: unknown } | SaveError;
type Migration = (doc: unknown) => Migrated;

const v0Schema = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.literal(0),
  savedAt: z.iso.datetime(),
  seed: z.union([z.number(), z.string()]),
  players: z.array(z.strictObject({ name: z.string(), bot: z.enum(BOT_KINDS).nullable() })),
  // Each entry is checked as a move after the rename, by the current schema.
  log: z.array(z.looseObject({ action: z.string(), player: z.number() })),
  hash: z.string(),
});

function fromV0(doc: unknown): Migrated {
  const parsed = v0Schema.safeParse(doc);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return saveError('invalid', `This version-0 save has a bad field ${fieldPath(issue?.path ?? [])}: ${issue?.message ?? 'invalid'}.`);
  }
  const v0 = parsed.data;
  const names = v0.players.map((p) => p.name).join(', ');
  return {
    ok: true,
    body: {
      format: SAVE_FORMAT,
      version: 1,
      // Deterministic, so importing the same old file twice gives the same game.
      gameId: `v0-${v0.hash.toLowerCase().replace(/[^0-9a-f]/g, '').slice(0, 16) || 'game'}`,
      name: `${names} (older save)`.slice(0, 80),
      createdAt: v0.savedAt,
      updatedAt: v0.savedAt,
      setup: {
        seed: v0.seed,
        mode: 'local',
        seats: v0.players.map((p) => (p.bot === null ? { name: p.name, kind: 'human' } : { name: p.name, kind: 'bot', bot: p.bot })),
      },
      moves: v0.log.map(({ action, player, ...rest }) => ({ type: action, seat: player, ...rest })),
      stateHash: v0.hash,
    },
  };
}

/**
 * Version 1 had neither `game` nor `rulesVersion`: every version-1 file is Mirianth Wars played
 * under rules version 1 (the only rules there were). The derived fields (summary, checksum) are
 * recomputed after the replay, since the checksum covers the two new fields.
 */
const v1Schema = z.looseObject({ format: z.literal(SAVE_FORMAT), version: z.literal(1) });

function fromV1(doc: unknown): Migrated {
  const parsed = v1Schema.safeParse(doc);
  if (!parsed.success) return saveError('invalid', 'This version-1 save is not a save document.');
  const { finished: _finished, summary: _summary, checksum: _checksum, ...rest } = parsed.data;
  return { ok: true, body: { ...rest, version: 2, game: MIRIANTH_GAME_V1, rulesVersion: 1 } };
}

/** The game every version-1 (and version-0) file holds. */
const MIRIANTH_GAME_V1 = 'mirianth-wars';

/** Keyed by the version a migration upgrades from. */
export const MIGRATIONS: Record<number, Migration> = {
  0: fromV0,
  1: fromV1,
};

/** Runs every step from `version` up to the current version. */
export function migrate(doc: unknown, version: number): Migrated {
  let current: unknown = doc;
  for (let v = version; v < SAVE_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) return saveError('invalid', `Save format version ${version} was never released; this file cannot be read.`);
    const r = step(current);
    if (!r.ok) return r;
    current = r.body;
  }
  return { ok: true, body: current };
}
