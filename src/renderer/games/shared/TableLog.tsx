/**
 * The last things that happened at a local table (as any onlooker saw them), newest at the bottom.
 * `game` prefixes the class and test id (`<game>-log`); `text` words an event, or skips it.
 */
export function TableLog<E>({ game, log, text, max }: { game: string; log: readonly E[]; text(e: E): string | null; max: number }) {
  const lines = log.flatMap((e) => {
    const line = text(e);
    return line ? [line] : [];
  }).slice(-max);
  return (
    <ol className={`${game}-log`} data-testid={`${game}-log`} aria-live="polite">
      {lines.map((l, i) => <li key={`${log.length}-${i}`}>{l}</li>)}
    </ol>
  );
}
