/**
 * Nothing is lost when the page goes away between autosaves (a reload in round 1, a closed tab).
 * Autosaves come at round and step ends and are asynchronous (IndexedDB, or IPC to the main
 * process), so a write started as the page unloads may never land. Instead, the unsaved games
 * are written synchronously to local storage when the page hides, and the next page start hands
 * them to the save library as autosaves, which checks them like any other save.
 */
import { z } from 'zod';
import {
  anySaveDraftSchema, draftGame, saveCodecOf, type AnySaveDraft, type SavesApi, type TypedSaveDraft, type WriteOutcome,
} from '../../shared/save';

export const UNSAVED_KEY = 'mirianth.unsavedGames';

/** `mirianth` (a name kept in stashes already written): the live game's draft, read through its game's save codec. */
export type Unsaved = { kind: 'mirianth'; draft: TypedSaveDraft } | { kind: 'any'; draft: AnySaveDraft };

const stashSchema = z.strictObject({
  version: z.literal(1),
  games: z.array(z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('mirianth'), draft: z.unknown() }),
    z.strictObject({ kind: z.literal('any'), draft: z.unknown() }),
  ])).max(8),
});

type KeyValue = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Writes the games a save does not hold yet (or clears the stash when there are none). */
export function stashUnsaved(storage: KeyValue, games: readonly Unsaved[]): void {
  try {
    if (games.length === 0) storage.removeItem(UNSAVED_KEY);
    else storage.setItem(UNSAVED_KEY, JSON.stringify({ version: 1, games }));
  } catch (error) {
    // Storage full or blocked: the autosaves already written stay the fallback.
    console.warn('Could not keep the unsaved games for the next start.', error);
  }
}

export interface Recovery {
  /** Games written to the library as autosaves. */
  saved: number;
  /** Games that were damaged or that the library refused (the details go to the console). */
  failed: number;
}

type RecoverySaves = Pick<SavesApi, 'autosave' | 'list'>;

/** Hands stashed games to the library as autosaves (unless a save already holds as many moves), then clears the stash. */
export async function recoverUnsaved(storage: KeyValue, saves: RecoverySaves): Promise<Recovery> {
  const out: Recovery = { saved: 0, failed: 0 };
  let text: string | null;
  try {
    text = storage.getItem(UNSAVED_KEY);
  } catch {
    return out;
  }
  if (text === null) return out;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const stash = stashSchema.safeParse(parsed);
  if (!stash.success) {
    storage.removeItem(UNSAVED_KEY);
    console.warn('The games kept at the last close are damaged.', stash.error.message);
    return { saved: 0, failed: 1 };
  }
  // A write that started as the page closed may have landed after all.
  const held = new Map<string, number>();
  for (const e of await saves.list()) if (e.status === 'ok') held.set(e.gameId, Math.max(held.get(e.gameId) ?? 0, e.moveCount));
  for (const game of stash.data.games) {
    const problem = await writeOne(game, saves, held);
    if (problem === null) out.saved++;
    else {
      out.failed++;
      console.warn('A game kept at the last close could not be saved:', problem);
    }
  }
  storage.removeItem(UNSAVED_KEY);
  return out;
}

async function writeOne(game: { kind: 'mirianth' | 'any'; draft: unknown }, saves: RecoverySaves, held: ReadonlyMap<string, number>): Promise<string | null> {
  return game.kind === 'mirianth'
    ? writeChecked(typedDraft, game.draft, held, (d) => saves.autosave(d))
    : writeChecked(zodCheck(anySaveDraftSchema), game.draft, held, (d) => saves.autosave(d));
}

type Check<D> = (raw: unknown) => { ok: true; draft: D } | { ok: false; message: string };

function zodCheck<D>(schema: z.ZodType<D>): Check<D> {
  return (raw) => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? { ok: true, draft: parsed.data } : { ok: false, message: parsed.error.message };
  };
}

/** A live game's draft, checked by its game's save codec. */
const typedDraft: Check<TypedSaveDraft> = (raw) => {
  const codec = saveCodecOf(draftGame(raw));
  if (!codec) return { ok: false, message: 'This game keeps no typed saves.' };
  const checked = codec.checkDraft(raw);
  return checked.ok ? { ok: true, draft: checked.draft.body } : { ok: false, message: checked.issue?.message ?? 'invalid' };
};

/** Checks a stashed draft and autosaves it unless a save already holds as many moves; the problem, or null. */
async function writeChecked<D extends { gameId: string; moves: readonly unknown[] }>(
  check: Check<D>, raw: unknown, held: ReadonlyMap<string, number>, write: (draft: D) => Promise<WriteOutcome>,
): Promise<string | null> {
  const draft = check(raw);
  if (!draft.ok) return draft.message;
  if ((held.get(draft.draft.gameId) ?? -1) >= draft.draft.moves.length) return null;
  const out = await write(draft.draft);
  return out.ok ? null : out.message;
}
