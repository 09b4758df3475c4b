/** The guided game's progress kept across visits: which save is the guided game, and the coach's place in it. */
import { z } from 'zod';
import { COACH_STEP_IDS } from './steps';
import type { CoachProgress } from './progress';

const KEY = 'mirianth.coach';

export interface StoredCoach {
  /** The save record's game id of the guided game (saves/autosaves carry it). */
  gameId: string;
  progress: CoachProgress;
}

const stepId = z.enum(COACH_STEP_IDS);
const storedSchema = z.object({
  gameId: z.string().min(1).max(200),
  progress: z.object({
    step: stepId,
    history: z.array(z.object({ step: stepId, at: z.number().int().nonnegative() })).max(200),
    finished: z.boolean(),
  }),
});

export function readStored(storage: Pick<Storage, 'getItem'> = localStorage): StoredCoach | null {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(value: StoredCoach, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Private windows may refuse storage: the lesson still runs, it just cannot be resumed.
  }
}
