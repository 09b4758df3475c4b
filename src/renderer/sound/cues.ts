/**
 * The table's sound cues, every game's. Each game's room maps its own moments to them (Mirianth's
 * animation beats, Nains' and Miremarsh's events); pure, so the order of sounds is tested without audio.
 */

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
