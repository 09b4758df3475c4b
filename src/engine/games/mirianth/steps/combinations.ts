/** k-subsets of a list in lexicographic order, stopping after `cap` of them. */
export function combinations<T>(items: readonly T[], k: number, cap: number): T[][] {
  const out: T[][] = [];
  if (k < 0 || k > items.length) return out;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    out.push(idx.map((i) => items[i] as T));
    if (out.length >= cap) return out;
    let i = k - 1;
    while (i >= 0 && idx[i] === items.length - k + i) i--;
    if (i < 0) return out;
    idx[i] = (idx[i] ?? 0) + 1;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] ?? 0) + 1;
  }
}

/** The cartesian product of option lists, stopping after `cap` tuples. */
export function product<T>(lists: readonly (readonly T[])[], cap: number): T[][] {
  let acc: T[][] = [[]];
  for (const list of lists) {
    const next: T[][] = [];
    for (const prefix of acc) {
      for (const item of list) {
        next.push([...prefix, item]);
        if (next.length >= cap) break;
      }
      if (next.length >= cap) break;
    }
    acc = next;
  }
  return acc;
}
