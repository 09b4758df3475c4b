/**
 * Plays each new move's cues through the shared sound layer (which keeps mute, speed, reduced
 * motion and the first-gesture rule). Keyed on the move's number, so a re-render never repeats them;
 * a resumed or undone position has no events and stays silent. Sounds carry nothing secret (a
 * peek's result is not one of them), so they play behind the hot-seat curtain too.
 */
import { useEffect } from 'react';
import type { MiremarshMove } from '../../../../engine/games/miremarsh/moves';
import type { MiremarshEvent } from '../../../../engine/games/miremarsh/state';
import { sound } from '../../../sound';
import { miremarshCues } from '../miremarshSound';

export function useSwampSound(seq: number, events: readonly MiremarshEvent[], move: MiremarshMove | null): void {
  useEffect(() => {
    for (const cue of miremarshCues(events, move)) sound.cue(cue);
    // Only a new move (seq) sounds; the events and move belong to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seq]);
}
