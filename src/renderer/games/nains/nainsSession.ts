/**
 * A local Nains game in the page: the shared local session (full state kept here, one seat's view
 * out, registry bots on AI seats, the hot-seat curtain, the timeline for undo, saves and replay)
 * over the Nains module.
 */
import { nainsModule } from '../../../engine/games/nains/module';
import type { NainsEvent, NainsMove, NainsState } from '../../../engine/games/nains/types';
import { createLocalSession, type LocalSnapshot } from '../shared/localSession';

export type NainsSnapshot = LocalSnapshot<NainsState, NainsMove, NainsEvent>;

export const nainsSession = createLocalSession(nainsModule);
