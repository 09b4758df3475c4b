/**
 * What a Miremarsh move sounds like, from its events (pure, so the cues are tested without audio):
 * the dice, a tile turned over, a challenge won or lost, supper, a goblin's end, the creature, the
 * result sheet.
 * Each cue once per move, in the order the table shows them.
 */
import type { MiremarshMove } from '../../../engine/games/miremarsh/moves';
import type { MiremarshEvent } from '../../../engine/games/miremarsh/state';
import type { SoundCue } from '../../sound/cues';

function eventCue(e: MiremarshEvent): SoundCue | null {
  switch (e.type) {
    case 'diceRolled': return 'dice';
    case 'tileFlipped': return 'flip';
    case 'challengePaid': case 'monsterSlain': case 'questCompleted': return 'challengeWon';
    case 'goblinRan': return 'challengeFailed';
    case 'fishEaten': return 'eat';
    case 'goblinDied': return 'goblinDeath';
    case 'creaturePlaced': case 'creatureMoved': return 'creature';
    // The result sheet opens with the game's end.
    case 'gameEnded': return 'scoreSheet';
    default: return null;
  }
}

export function miremarshCues(events: readonly MiremarshEvent[], move: MiremarshMove | null): SoundCue[] {
  // Giving up is a lost challenge even before the goblin's death sounds.
  const cues: SoundCue[] = move?.type === 'giveUp' ? ['challengeFailed'] : [];
  for (const e of events) {
    const cue = eventCue(e);
    if (cue && !cues.includes(cue)) cues.push(cue);
  }
  return cues;
}
