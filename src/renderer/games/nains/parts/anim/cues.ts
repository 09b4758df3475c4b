/** What the Nains table sounds like: each animation step names its cues (pure, tested in order). */
import type { NainsEvent } from '../../../../../engine/games/nains/types';
import type { SoundCue } from '../../../../sound/cues';
import { planNains, type AnimStep } from './plan';

export function stepCues(step: AnimStep): SoundCue[] {
  switch (step.kind) {
    case 'deal': return ['deal'];
    case 'bid': return ['clink'];
    case 'reveal': return ['flip'];
    case 'take': return ['deal'];
    case 'line': return [];
    case 'recruit': return ['recruit'];
    case 'upgrade': return ['upgrade'];
    case 'gems': return ['gems'];
    case 'award': return ['award'];
    case 'score': return ['scoreSheet'];
    // The first era's end: news, so it sounds under reduced motion too.
    case 'eraEnd': return ['fate'];
  }
}

/** The cues of one batch of events, in the order the table plays them. */
export function nainsCues(events: readonly NainsEvent[]): SoundCue[] {
  return planNains(events, 1).steps.flatMap((s) => stepCues(s.step));
}
