/** What the table is animating right now, for tests and the bench (window.__mirianthTable). */
let current = 'idle';
const seen: string[] = [];

export const tableDebug = {
  beat(name: string): void {
    current = name;
    seen.push(name);
    if (seen.length > 500) seen.splice(0, seen.length - 500);
  },
  current: (): string => current,
  seen: (): readonly string[] => seen,
};

Object.defineProperty(window, '__mirianthTable', {
  value: Object.freeze({ beat: () => tableDebug.current(), beats: () => [...tableDebug.seen()] }),
  configurable: true,
});
