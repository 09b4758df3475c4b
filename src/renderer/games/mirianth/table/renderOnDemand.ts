/**
 * Draws the table only when something may have changed: while tweens run, and for a few frames
 * after any store the scene reads (session, settings, hover, language) or the window changes.
 * An idle table then costs nothing, which matters under software GL and on batteries.
 */
import gsap from 'gsap';
import { UPDATE_PRIORITY, type Application } from 'pixi.js';

/** Frames drawn after each change, so layout effects and late text measurements settle. */
const AFTERGLOW = 3;
/** A slow heartbeat, in case something changed that no store told us about. */
const HEARTBEAT_MS = 500;

export interface RenderGate {
  invalidate(): void;
  stop(): void;
}

export function renderOnDemand(app: Application, sources: readonly ((listener: () => void) => () => void)[]): RenderGate {
  let frames = AFTERGLOW;
  let last = 0;
  const invalidate = () => {
    frames = AFTERGLOW;
  };
  const tick = () => {
    const now = performance.now();
    const tweening = gsap.globalTimeline.getChildren(false, true, true).length > 0;
    if (!tweening && frames <= 0 && now - last < HEARTBEAT_MS) return;
    frames = Math.max(0, frames - 1);
    last = now;
    app.render();
  };
  app.ticker.remove(app.render, app);
  app.ticker.add(tick, undefined, UPDATE_PRIORITY.LOW);
  const unsubscribe = sources.map((subscribe) => subscribe(invalidate));
  const onPointer = () => invalidate();
  app.canvas.addEventListener('pointermove', onPointer);
  app.renderer.on('resize', invalidate);
  void document.fonts.ready.then(invalidate);
  return {
    invalidate,
    stop() {
      app.ticker.remove(tick);
      app.ticker.add(app.render, app, UPDATE_PRIORITY.LOW);
      for (const u of unsubscribe) u();
      app.canvas.removeEventListener('pointermove', onPointer);
      app.renderer.off('resize', invalidate);
    },
  };
}
