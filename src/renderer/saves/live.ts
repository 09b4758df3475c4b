/** The page's one save record of the live game and its one replay viewer. */
import { animationGate, sleep } from '../game/pace';
import { Persistence } from '../game/persistence';
import { session } from '../game/session';
import { platform } from '../platform';
import { notify } from './notices';
import { ReplayController } from './replayController';

/** A browser autosave replays the whole game on this thread: it waits for the table to finish animating (2 s at most). */
const tableIdle = (): Promise<void> => Promise.race([animationGate.idle(), sleep(2_000)]);

export const persistence = new Persistence(session, platform.saves, { onProblem: (message) => notify('error', message), beforeAutosave: tableIdle });
export const replay = new ReplayController(session);
