/** The page's one save record of the live game and its one replay viewer. */
import { Persistence } from '../game/persistence';
import { session } from '../game/session';
import { platform } from '../platform';
import { notify } from './notices';
import { ReplayController } from './replayController';

export const persistence = new Persistence(session, platform.saves, { onProblem: (message) => notify('error', message) });
export const replay = new ReplayController(session);
