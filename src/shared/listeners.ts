/** A set of listeners: `add` returns the function that removes the listener, `emit` calls them all. */
export class Listeners<A extends unknown[] = []> {
  private readonly set = new Set<(...args: A) => void>();

  readonly add = (listener: (...args: A) => void): (() => void) => {
    this.set.add(listener);
    return () => {
      this.set.delete(listener);
    };
  };

  emit(...args: A): void {
    for (const l of this.set) l(...args);
  }

  clear(): void {
    this.set.clear();
  }
}
