/**
 * The way into a local Nains game without loading it: the new-game screen and the app shell import
 * this, and Nains' rules, bots and screen load only when a Nains game starts (issue 17: a Mirianth
 * page parses none of them before its first frame).
 */
import { lazy, useSyncExternalStore } from 'react';
import type { SeatConfig } from '../../game/types';
import { createStore } from '../../store';

/** Whether a local Nains game is on; `nainsSession` keeps it in step with its own store. */
export const nainsActive = createStore<boolean>(false);

/** Starts a local Nains game once its code has loaded; the app then shows `NainsScreen`. */
export function startNains(seats: SeatConfig[], seedText: string): Promise<void> {
  return import('./nainsSession').then(({ nainsSession }) => nainsSession.start(seats, seedText));
}

export function useNainsActive(): boolean {
  return useSyncExternalStore(nainsActive.subscribe, nainsActive.get);
}

export const NainsScreen = lazy(() => import('./NainsScreen').then((m) => ({ default: m.NainsScreen })));
