/**
 * A top-bar popover closes when the person presses anywhere outside it (another popover's button
 * included), so the Sound and View panels never stack on each other. Returns the cleanup.
 */
interface Press { target: EventTarget | null }
interface Box { contains(node: Node | null): boolean }
interface Listens {
  addEventListener(type: 'pointerdown', listener: (e: Press) => void, capture: boolean): void;
  removeEventListener(type: 'pointerdown', listener: (e: Press) => void, capture: boolean): void;
}

export function closeOnOutside(inside: () => Box | null, close: () => void, doc: Listens = document): () => void {
  const onDown = (e: Press) => {
    const el = inside();
    // Every press target on a page is a Node; the cast only narrows EventTarget for contains().
    if (el && !el.contains(e.target as Node | null)) close();
  };
  doc.addEventListener('pointerdown', onDown, true);
  return () => doc.removeEventListener('pointerdown', onDown, true);
}
