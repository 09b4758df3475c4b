/**
 * A local Nains game in the page: the shared local session (full state kept here, one seat's view
 * out, bots on AI seats through the bot worker, the hot-seat curtain, the timeline for undo, saves
 * and replay) over the Nains module, and the same game as a table session for the screen.
 */
import { nainsModule } from '../../../engine/games/nains/module';
import type { NainsEvent, NainsMove, NainsView } from '../../../engine/games/nains/types';
import { createLocalSession } from '../shared/localSession';
import { createLocalTransport } from '../../session/localTransport';
import type { TableSnapshot } from '../../session/tableSession';

/** What the Nains screen reads, from any transport (local or LAN). */
export type NainsTableSnapshot = TableSnapshot<NainsView, NainsMove, NainsEvent>;

export const nainsSession = createLocalSession(nainsModule);

/** The local game as the screen's table session. */
export const nainsLocal = createLocalTransport(nainsSession);
