/**
 * Keeps a scrolling list on its newest (last) line: after new lines, and whenever the box changes
 * size (the decision panel above it grows or goes, the language changes, a LAN guest's view
 * arrives). Scrolled up by the reader, it stays where they left it until they come back down.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Within this many pixels of the end counts as "at the newest line". */
const NEAR_END = 6;

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
    const onScroll = () => {
      pinned.current = atEnd(el);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(follow);
    resized?.observe(el);
    return () => {
      el.removeEventListener('scroll', onScroll);
      resized?.disconnect();
    };
  }, [ref, follow]);
  return follow;
}
