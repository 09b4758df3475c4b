/**
 * One draft for every game: Mirianth Wars' typed draft (no `game`, or `mirianth-wars`) or any other
 * module's (`game` names it). The game a draft names picks the schema that checks it, so the saves
 * API needs one `save` and one `autosave`, whatever the game.
 */
import { DEFAULT_GAME_ID } from '../../engine/registry';
import { anySaveDraftSchema, type AnySaveDraft } from './anyGame';
import type { SavesFailure } from './api';
import type { SaveDraft } from './format';
import { saveDraftSchema } from './schema';

/** What a page hands over to be saved, for any game. */
export type GameSaveDraft = SaveDraft | AnySaveDraft;

/** A checked draft, by the path that builds its document: Mirianth's typed one or a module's. */
export type CheckedDraft = { mirianth: SaveDraft } | { any: AnySaveDraft };

/** The game a draft (checked or not) names; none = Mirianth Wars. */
export function draftGame(raw: unknown): string {
  if (raw === null || typeof raw !== 'object') return DEFAULT_GAME_ID;
  const game: unknown = (raw as { game?: unknown }).game;
  return typeof game === 'string' ? game : DEFAULT_GAME_ID;
}

/** Checks a draft from anywhere (a page, the IPC) against its game's schema, naming the first bad field. */
export function checkGameDraft(raw: unknown): { ok: true; draft: CheckedDraft } | SavesFailure {
  if (draftGame(raw) === DEFAULT_GAME_ID) {
    const parsed = saveDraftSchema.safeParse(raw);
    return parsed.success ? { ok: true, draft: { mirianth: parsed.data } } : malformed(parsed.error.issues[0]);
  }
  const parsed = anySaveDraftSchema.safeParse(raw);
  return parsed.success ? { ok: true, draft: { any: parsed.data } } : malformed(parsed.error.issues[0]);
}

function malformed(issue: { path: PropertyKey[]; message: string } | undefined): SavesFailure {
  return { ok: false, reason: 'badRequest', message: `The game to save is malformed at ${issue?.path.map(String).join('.') ?? '?'}: ${issue?.message ?? 'invalid'}` };
}

/** The game id (`gameId`, one per game played) of a checked draft. */
export function checkedGameId(draft: CheckedDraft): string {
  return 'mirianth' in draft ? draft.mirianth.gameId : draft.any.gameId;
}
