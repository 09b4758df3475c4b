/**
 * A local table's guided game kept across reloads, as Mirianth's coach does (src/renderer/coach/storage.ts):
 * the save record's game id of the guided game and the lesson's step, in localStorage under the
 * table's game. Continuing that game (reload, then Continue or Load) brings the lesson back at its
 * step; leaving or finishing the lesson forgets it.
 */
import { z } from 'zod';
import type { Store } from '../../../store';
import { followLesson, tableCoachStore, type GuidedSession, type LessonSteps } from './tableCoach';

const storedSchema = z.object({
  gameId: z.string().min(1).max(200),
  step: z.number().int().nonnegative().max(100),
  seed: z.string().max(200),
});
export type StoredLesson = z.infer<typeof storedSchema>;

const keyOf = (game: string): string => `mirianth.lesson.${game}`;
const kept = new Set<string>();

export function readLesson(game: string, storage: Pick<Storage, 'getItem'> = localStorage): StoredLesson | null {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage.getItem(keyOf(game)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeLesson(game: string, value: StoredLesson | null, storage: Pick<Storage, 'setItem' | 'removeItem'>): void {
  try {
    if (value) storage.setItem(keyOf(game), JSON.stringify(value));
    else storage.removeItem(keyOf(game));
  } catch {
    // Private windows may refuse storage: the lesson still runs, it just cannot be resumed.
  }
}

/**
 * Keeps `game`'s lesson with the game on its table: written at each step, forgotten when the
 * lesson ends while its game is still shown, restored when that game is shown again.
 * `shownGame`: the save record's id of the game on the table (null: none).
 */
export function keepLessonWithGame(game: string, shownGame: Store<string | null>, session: GuidedSession, steps: LessonSteps, storage: Storage = localStorage): void {
  if (kept.has(game)) return;
  kept.add(game);
  const remember = () => {
    const id = shownGame.get();
    if (id === null) return;
    const coach = tableCoachStore.get();
    const stored = readLesson(game, storage);
    if (coach.game === game) writeLesson(game, { gameId: id, step: coach.step, seed: session.get().seed }, storage);
    else if (stored?.gameId === id) writeLesson(game, null, storage);
  };
  shownGame.subscribe(() => {
    const id = shownGame.get();
    const stored = readLesson(game, storage);
    if (id === null || tableCoachStore.get().game !== null || stored?.gameId !== id) return remember();
    tableCoachStore.set({ game, step: Math.min(stored.step, steps.length - 1) });
    followLesson(game, session, steps, stored.seed);
  });
  tableCoachStore.subscribe(remember);
}
