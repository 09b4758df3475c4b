/** The shared speed setting, as every local table reads it: bot pauses and animation lengths. */
import { settings } from '../../game/settings';

/** Multiplier for CSS animation lengths (`--table-speed`): 0 turns them off. */
export const SPEED_SCALE = { normal: 1, fast: 0.5, instant: 0 } as const;

/** Pause before an AI answers, by the speed setting. */
export function botDelay(): number {
  const { speed } = settings.get();
  return speed === 'instant' ? 0 : speed === 'fast' ? 200 : 550;
}
