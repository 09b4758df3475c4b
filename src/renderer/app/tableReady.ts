/** The moment the table has drawn its first frame: screens off the first page's path load after it. */
let ready = false;
const waiting: (() => void)[] = [];

export function markTableReady(): void {
  if (ready) return;
  ready = true;
  for (const fn of waiting.splice(0)) fn();
}

export function onTableReady(fn: () => void): void {
  if (ready) fn();
  else waiting.push(fn);
}
