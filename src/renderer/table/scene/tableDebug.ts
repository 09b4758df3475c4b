/** What the table is animating right now, for tests and the bench (window.__mirianthTable). */
let current = 'idle';
const seen: string[] = [];
type Locate = (id: string) => { x: number; y: number; w: number; h: number } | null;
let locate: Locate = () => null;

export const tableDebug = {
  beat(name: string): void {
    current = name;
    seen.push(name);
    if (seen.length > 500) seen.splice(0, seen.length - 500);
  },
  current: (): string => current,
  seen: (): readonly string[] => seen,
  /** Where a card is drawn, in window coordinates (set by the card layer). */
  setLocator(next: Locate): void {
    locate = next;
  },
};

Object.defineProperty(window, '__mirianthTable', {
  value: Object.freeze({ beat: () => tableDebug.current(), beats: () => [...tableDebug.seen()], locate: (id: string) => locate(id) }),
  configurable: true,
});
