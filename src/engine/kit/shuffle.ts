/**
 * The one Fisher-Yates shuffle. Each caller brings its own generator as `below(n)`, a uniform
 * integer in [0, n): the engine's seeded state, a bot's generator. Draws go from the last item down,
 * one per position, so a given generator always gives the same order.
 */
export function shuffleWith<T>(items: readonly T[], below: (n: number) => number): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = below(i + 1);
    const t = out[i] as T;
    out[i] = out[j] as T;
    out[j] = t;
  }
  return out;
}
