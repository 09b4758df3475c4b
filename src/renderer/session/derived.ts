/**
 * A value derived from a store's snapshot, made once per snapshot: the getter returns the same
 * object until the store's snapshot changes (by identity), so React's `useSyncExternalStore` sees
 * a stable value between changes.
 */
export function derived<A, B>(store: { get(): A }, fn: (snapshot: A) => B): () => B {
  let last: { from: A; made: B } | null = null;
  return () => {
    const now = store.get();
    if (last === null || last.from !== now) last = { from: now, made: fn(now) };
    return last.made;
  };
}
