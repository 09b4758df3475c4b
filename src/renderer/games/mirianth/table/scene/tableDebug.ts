/** What the table is animating right now, for tests and the bench (window.__mirianthTable). */
let current = 'idle';
const seen: string[] = [];
/** Every beat and mark with the moment it started, numbered, so a test can tell what the picture showed when. */
const timeline: { n: number; name: string; at: number }[] = [];
let count = 0;
type Locate = (id: string) => { x: number; y: number; w: number; h: number } | null;
let locate: Locate = () => null;

export const tableDebug = {
  beat(name: string): void {
    current = name;
    seen.push(name);
    if (seen.length > 500) seen.splice(0, seen.length - 500);
    timeline.push({ n: count++, name, at: performance.now() });
    if (timeline.length > 4000) timeline.splice(0, timeline.length - 4000);
  },
  current: (): string => current,
  seen: (): readonly string[] => seen,
  /** Beats after number `from` (all kept ones by default). */
  since: (from = -1): { n: number; name: string; at: number }[] => timeline.filter((b) => b.n > from),
  /** Where a card is drawn, in window coordinates (set by the card layer). */
  setLocator(next: Locate): void {
    locate = next;
  },
};

Object.defineProperty(window, '__mirianthTable', {
  value: Object.freeze({
    beat: () => tableDebug.current(),
    beats: () => [...tableDebug.seen()],
    timeline: (from?: number) => tableDebug.since(from),
    locate: (id: string) => locate(id),
  }),
  configurable: true,
});
