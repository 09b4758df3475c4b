/**
 * A local Miremarsh game in the page: the shared local session (full state kept here, one seat's
 * view out, bots on AI seats through the bot worker, the hot-seat curtain) over the Miremarsh
 * module, and the same game as a table session for the screen.
 */
import { miremarshModule } from '../../../engine/games/miremarsh/module';
import { createLocalSession } from '../shared/localSession';
import { createLocalTransport } from '../../session/localTransport';

export const miremarshSession = createLocalSession(miremarshModule);

/** The local game as the screen's table session. */
export const miremarshLocal = createLocalTransport(miremarshSession);
