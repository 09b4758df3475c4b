/** What Mirianth's table sounds like: each animation beat names its cues (the platform's sound layer plays them). */
import type { SoundCue } from '../../../../sound/cues';
import type { Beat } from './plan';

export function beatCues(beat: Beat): SoundCue[] {
  switch (beat.kind) {
    case 'shuffle': return ['shuffle'];
    case 'reveal': return ['flip'];
    case 'lastRound': return ['flip'];
    case 'pulse': return [];
    case 'move': return ['deal'];
    case 'fate': return ['flip', 'fate'];
    case 'attach': return ['attach'];
    case 'battle': return ['hit', beat.defeated ? 'defeat' : 'survive'];
    case 'lunge': return ['strike'];
  }
}
