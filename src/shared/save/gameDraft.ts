/**
 * One draft for every game: a draft of a game with its own save codec (the default game's when it
 * names none, e.g. Mirianth Wars' typed draft) or any other module's (`game` names it). The game a
 * draft names picks the schema that checks it, so the saves API needs one `save` and one
 * `autosave`, whatever the game.
 */
import { DEFAULT_GAME_ID, REGISTRY, type GameCatalog } from '../../engine/registry';
import { anySaveDraftSchema, buildModuleSave, type AnySaveDraft } from './anyGame';
import type { SavesFailure } from './api';
import { saveCodecOf, type BuiltSave } from './codec';
import type { SaveSetup } from './format';

/** A draft of a game whose saves have a codec: its moves are the game's own (checked by its schema). */
export interface TypedSaveDraft {
  /** Registry id of the game; omitted = the default game. */
  game?: string;
  rulesVersion?: number;
  gameId: string;
  name?: string;
  startedAt: string;
  setup: SaveSetup;
  moves: readonly unknown[];
}

/** What a page hands over to be saved, for any game. */
export type GameSaveDraft = TypedSaveDraft | AnySaveDraft;

/** A checked draft: the game's id, the checked body, and how to build its file (through its codec or its module). */
export interface CheckedDraft {
  gameId: string;
  body: GameSaveDraft;
  build(now: Date, catalog: GameCatalog): BuiltSave;
}

/** The game a draft (checked or not) names; none = the default game. */
export function draftGame(raw: unknown): string {
  if (raw === null || typeof raw !== 'object') return DEFAULT_GAME_ID;
  const game: unknown = (raw as { game?: unknown }).game;
  return typeof game === 'string' ? game : DEFAULT_GAME_ID;
}

/** Checks a draft from anywhere (a page, the IPC) against its game's schema, naming the first bad field. */
export function checkGameDraft(raw: unknown): { ok: true; draft: CheckedDraft } | SavesFailure {
  const codec = saveCodecOf(draftGame(raw));
  if (codec) {
    const checked = codec.checkDraft(raw);
    if (!checked.ok) return malformed(checked.issue);
    const { draft } = checked;
    return { ok: true, draft: { gameId: draft.gameId, body: draft.body, build: (now) => draft.build(now) } };
  }
  const parsed = anySaveDraftSchema.safeParse(raw);
  if (!parsed.success) return malformed(parsed.error.issues[0]);
  const body = parsed.data;
  return { ok: true, draft: { gameId: body.gameId, body, build: (now, catalog = REGISTRY) => buildModuleSave(body, now, catalog) } };
}

function malformed(issue: { path: PropertyKey[]; message: string } | undefined): SavesFailure {
  return { ok: false, reason: 'badRequest', message: `The game to save is malformed at ${issue?.path.map(String).join('.') ?? '?'}: ${issue?.message ?? 'invalid'}` };
}
