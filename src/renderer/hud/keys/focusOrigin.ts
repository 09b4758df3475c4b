/**
 * Remembers whether the focused control took its focus from a mouse or touch press. A clicked
 * button keeps the focus, and the browser's own Enter would press it again; at the table Enter
 * should confirm instead (keyboardPlay.ts). Focus that came by Tab, by a script (autofocus) or from
 * assistive tech counts as keyboard focus, so Enter keeps pressing what a keyboard user reached.
 */

export interface FocusOrigin {
  /** Whether `el` is focused and got that focus from a pointer press on it (or inside it). */
  byPointer(el: Element | null): boolean;
  stop(): void;
}

export function trackFocusOrigin(): FocusOrigin {
  // What the latest press landed on, until the focus it causes arrives (or a key is pressed).
  let pressed: Node | null = null;
  let pointerFocused: Element | null = null;
  const onPointerDown = (e: PointerEvent) => {
    pressed = e.target instanceof Node ? e.target : null;
    // A press on the control that already has the focus moves none: it is the clicked control from now on.
    const active = document.activeElement;
    if (pressed && active && active !== document.body && active.contains(pressed)) pointerFocused = active;
  };
  const onFocusIn = (e: FocusEvent) => {
    const el = e.target;
    // Only the pressed control itself: a dialog that a click opens and that focuses its own button is not "clicked".
    pointerFocused = el instanceof Element && pressed !== null && el.contains(pressed) ? el : null;
    pressed = null;
  };
  // A key between a press and the focus it moves (Tab after a press on the page) makes that focus the keyboard's.
  const onKeyDown = () => {
    pressed = null;
  };
  window.addEventListener('pointerdown', onPointerDown, true);
  window.addEventListener('focusin', onFocusIn, true);
  window.addEventListener('keydown', onKeyDown, true);
  return {
    byPointer: (el) => el !== null && el === pointerFocused && el === document.activeElement,
    stop: () => {
      window.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('focusin', onFocusIn, true);
      window.removeEventListener('keydown', onKeyDown, true);
    },
  };
}
