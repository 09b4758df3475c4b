/** Gems trade places: each Lord's new gem arrives from the other Lord of the pair. */
import { byId, flyCopy, type Fx } from './fx';

export function playGems(fx: Fx, swaps: readonly (readonly [number, number])[]): void {
  for (const [a, b] of swaps) {
    const ga = byId(fx.root, `nains-gem-${a}`);
    const gb = byId(fx.root, `nains-gem-${b}`);
    if (!ga || !gb) continue;
    flyCopy(fx, ga, gb, fx.at, fx.dur, false);
    flyCopy(fx, gb, ga, fx.at, fx.dur, false);
  }
}
