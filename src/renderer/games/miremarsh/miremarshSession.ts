/**
 * A local Miremarsh game in the page: the shared local session (full state kept here, one seat's
 * view out, registry bots on AI seats, the hot-seat curtain) over the Miremarsh module.
 */
import { miremarshModule } from '../../../engine/games/miremarsh/module';
import { createLocalSession } from '../shared/localSession';

export const miremarshSession = createLocalSession(miremarshModule);
