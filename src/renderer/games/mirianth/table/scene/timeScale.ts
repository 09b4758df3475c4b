/**
 * How fast the table's clock runs relative to the animations' own durations. The replay viewer
 * speeds it up so a fast playback rate shortens every animation to fit; 1 is normal time.
 */
import gsap from 'gsap';

export function setTableTimeScale(scale: number): void {
  const k = Number.isFinite(scale) && scale > 0 ? scale : 1;
  if (gsap.globalTimeline.timeScale() !== k) gsap.globalTimeline.timeScale(k);
}
