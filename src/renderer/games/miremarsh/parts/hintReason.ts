/** Why the hard bot's answer is a good one, as a key under `miremarsh.hint` (one line per kind of answer). */
import type { MiremarshMove } from '../../../../engine/games/miremarsh/moves';

export type HintReason =
  | 'respawnWarren' | 'respawnDeath' | 'rerollOpening' | 'move' | 'path' | 'spy' | 'attempt' | 'reroll' | 'rerollSome' | 'pay' | 'giveUp'
  | 'trade' | 'useCard' | 'pickItem' | 'sneakIn' | 'sneakBack' | 'endTurn' | 'creature' | 'bribe' | 'noBribe' | 'acceptBribe' | 'refuseBribe';

export function hintReasonKey(m: MiremarshMove): HintReason {
  switch (m.type) {
    case 'respawn': return m.at === 'warren' ? 'respawnWarren' : 'respawnDeath';
    case 'reroll': return m.keep && m.keep.length > 0 ? 'rerollSome' : 'reroll';
    case 'sneak': return m.enter ? 'sneakIn' : 'sneakBack';
    case 'placeCreature': case 'stepCreature': return 'creature';
    case 'bribe': return m.offer ? 'bribe' : 'noBribe';
    case 'answerBribe': return m.accept ? 'acceptBribe' : 'refuseBribe';
    default: return m.type;
  }
}
