/** Starts the effect of one planned step on the table (all effects start at once, each with its delay). */
import { playAward } from './award';
import { playBid } from './bid';
import { playDeal } from './deal';
import type { Fx } from './fx';
import { playGems } from './gems';
import type { AnimStep } from './plan';
import { playLine, playRecruit } from './recruit';
import { playReveal } from './reveal';
import { playTake } from './take';
import { playUpgrade } from './upgrade';

export function runStep(fx: Fx, step: AnimStep, awardText: (seat: number, card: string) => string): void {
  switch (step.kind) {
    case 'deal': return playDeal(fx, step.card);
    case 'bid': return playBid(fx, step.seat);
    case 'reveal': return playReveal(fx, step.tavern);
    case 'take': return playTake(fx, step.seat, step.card, step.tavern);
    case 'line': return playLine(fx, step.seat);
    case 'recruit': return playRecruit(fx, step.seat, step.card);
    case 'upgrade': return playUpgrade(fx, step.seat, step.from, step.to);
    case 'gems': return playGems(fx, step.swaps);
    case 'award': return playAward(fx, step.seat, step.card, awardText(step.seat, step.card));
    case 'score': return;
    case 'eraEnd': return;
  }
}
