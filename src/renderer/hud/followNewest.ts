/**
 * Keeps a scrolling list on its newest (last) line: after new lines, and whenever the box changes
 * size (the decision panel above it grows or goes, the language changes, a LAN guest's view
 * arrives). Scrolled up by the reader, it stays where they left it until they come back down.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Within this many pixels of the end counts as "at the newest line". */
const NEAR_END = 6;
/** A scroll this soon after the reader's wheel, touch, press or key is theirs; later ones come from layout. */
const INTENT_MS = 1200;

export function atEnd(el: Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight'>): boolean {
  return el.scrollHeight - el.clientHeight - el.scrollTop <= NEAR_END;
}

/** Returns `follow`: call it after a render that may have added lines. */
export function useFollowNewest(ref: RefObject<HTMLElement | null>): () => void {
  const pinned = useRef(true);
  const follow = useCallback(() => {
    const el = ref.current;
    if (el && pinned.current) el.scrollTop = el.scrollHeight;
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    // Only the reader unpins the log: a scroll event fires a frame late, and by then the box may
    // have shrunk under a growing panel, so a scroll the page made would look like one away from the end.
    let intent = -Infinity;
    const onIntent = () => {
      intent = performance.now();
    };
    const onScroll = () => {
      if (atEnd(el)) pinned.current = true;
      else if (performance.now() - intent < INTENT_MS) pinned.current = false;
    };
    const intents = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    for (const type of intents) el.addEventListener(type, onIntent, { passive: true });
    el.addEventListener('scroll', onScroll, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(follow);
    resized?.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      for (const type of intents) el.removeEventListener(type, onIntent);
      resized?.disconnect();
    };
  }, [ref, follow]);
  return follow;
}
