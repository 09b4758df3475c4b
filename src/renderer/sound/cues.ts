/**
 * What the table sounds like: each animation beat names its cues. Pure, so the order of sounds is
 * tested without audio.
 */
import type { Beat } from '../games/mirianth/table/anim/plan';

export const SOUND_CUES = [
  'deal', 'shuffle', 'flip', 'fate', 'attach', 'hit', 'defeat', 'survive', 'strike', 'yourTurn', 'scoreSheet',
  // Miremarsh's swamp: dice, challenges, supper, a goblin's end, the creature's step.
  'dice', 'challengeWon', 'challengeFailed', 'eat', 'goblinDeath', 'creature',
  // Nains: a coin laid on a tavern, a Fighter recruited, a coin raised, gems traded, an Era 1 award.
  'clink', 'recruit', 'upgrade', 'gems', 'award',
] as const;
export type SoundCue = (typeof SOUND_CUES)[number];

/** Cues that still play under reduced motion: the ones that carry news, not texture. */
export const KEY_CUES: ReadonlySet<SoundCue> = new Set<SoundCue>([
  'fate', 'defeat', 'survive', 'yourTurn', 'scoreSheet', 'challengeWon', 'challengeFailed', 'goblinDeath', 'award',
]);

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
