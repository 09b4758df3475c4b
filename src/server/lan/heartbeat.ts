/** Pings every connection; one that stayed silent for two intervals is cut (its seat is held). */
import type { Cancel, Clock } from './clock';
import type { Conn } from './conn';

export function startHeartbeat(clock: Clock, intervalMs: number, conns: () => Iterable<Conn>): Cancel {
  if (intervalMs <= 0) return () => undefined;
  let cancel: Cancel = () => undefined;
  const beat = (): void => {
    const now = clock.now();
    for (const c of conns()) {
      if (now - c.lastSeen > 2 * intervalMs) c.terminate();
      else c.ping();
    }
    cancel = clock.setTimeout(beat, intervalMs);
  };
  cancel = clock.setTimeout(beat, intervalMs);
  return () => cancel();
}
