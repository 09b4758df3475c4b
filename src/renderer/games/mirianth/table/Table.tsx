import { Application, useApplication } from '@pixi/react';
import { UPDATE_PRIORITY, type Application as PixiApplication } from 'pixi.js';
import { useEffect, useRef } from 'react';
import { useSession } from '../game/useSession';
import { tableSize } from './tableSize';
import './pixiExtend';
import { TableBackground } from './background/TableBackground';
import { CardLayer } from './scene/CardLayer';
import { useDevicePixelRatio } from './useDevicePixelRatio';
import { useGameSource } from '../game/source';
import { settings } from '../../../game/settings';
import { i18next } from '../../../i18n';
import { hoverStore } from './hoverStore';
import { renderOnDemand } from './renderOnDemand';
import { tableView } from './tableView';
import { markTableReady } from '../../../app/tableReady';
import { useActiveScreen } from '../../../app/gameScreens';

/**
 * While another game's own screen covers the table, Pixi's ticker stops: nothing on the table
 * changes then, yet each drawn frame cost a WebGL draw and, under software GL, a read-back of the
 * canvas for the compositor (issue 17: every frame under `?bench`, the heartbeat's two a second
 * otherwise). The canvas keeps its last frame; changes made meanwhile (a resize, the language)
 * are drawn by the ticker's first frames once it runs again.
 */
function usePauseWhileCovered(app: PixiApplication): void {
  const covered = useActiveScreen() !== null;
  useEffect(() => {
    if (!covered) return;
    const pause = () => app.ticker.stop();
    // The first frame still draws: it marks the table ready (tests and the bench wait for it).
    if (window.__tableReady) pause();
    else app.ticker.addOnce(pause, undefined, UPDATE_PRIORITY.UTILITY);
    return () => {
      app.ticker.remove(pause);
      app.ticker.start();
    };
  }, [app, covered]);
}

function Scene() {
  const { app } = useApplication();
  const source = useGameSource();
  useDevicePixelRatio();

  useEffect(() => {
    // ?continuous (and the benchmark) draws every frame, to measure the scene's full cost.
    const params = new URLSearchParams(window.location.search);
    if (params.has('continuous') || params.has('bench')) return;
    const languageChanges = (listener: () => void) => {
      i18next.on('languageChanged', listener);
      return () => i18next.off('languageChanged', listener);
    };
    // The scene only changes with a batch of events, a new game or bottom seat, the language or a hover.
    const tableChanges = (listener: () => void) => {
      let key = '';
      return source.subscribe(() => {
        const s = source.getSnapshot();
        const next = `${s.screen}|${s.gameId}|${s.viewer}`;
        if (next !== key) listener();
        key = next;
      });
    };
    const gate = renderOnDemand(app, [tableChanges, tableView.subscribe, settings.subscribe, hoverStore.subscribe, languageChanges, (l) => source.onBatch(l)]);
    return () => gate.stop();
  }, [app, source]);

  // Pixi's resizeTo only listens to the window; the canvas's box also changes with the sidebar.
  useEffect(() => tableSize.subscribe(() => app.resize()), [app]);

  useEffect(() => {
    // Pixi renders at LOW priority; a UTILITY callback runs after it in the same tick.
    app.ticker.addOnce(() => {
      window.__tableReadyAt = performance.now();
      window.__tableReady = true;
      markTableReady();
    }, undefined, UPDATE_PRIORITY.UTILITY);
  }, [app]);
  usePauseWhileCovered(app);

  return (
    <>
      <CardLayer />
    </>
  );
}

/** Lets tests (and a curious developer) see whether Pixi got WebGL. */
function showRendererName(app: PixiApplication): void {
  app.canvas.setAttribute('data-renderer', app.renderer.name);
}

/**
 * Under StrictMode @pixi/react can render children while `app.init()` is still pending, when the
 * renderer and ticker do not exist yet; the scene waits for the initialised state.
 */
function WhenInitialised() {
  const { isInitialised } = useApplication();
  return isInitialised ? <Scene /> : null;
}

/** Keeps the shared table size (used by the layout and the DOM overlays) equal to the canvas's box. */
function useObservedSize(ref: React.RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => tableSize.set(el.clientWidth, el.clientHeight));
    observer.observe(el);
    tableSize.set(el.clientWidth, el.clientHeight);
    return () => observer.disconnect();
  }, [ref]);
}

export function Table() {
  const box = useRef<HTMLDivElement>(null);
  const playing = useSession((s) => s.screen === 'playing' || s.screen === 'replay');
  useObservedSize(box);
  const side = playing ? ' with-sidebar' : '';
  return (
    <>
      {/* The felt and playmat are a static 2D canvas behind the transparent Pixi canvas. */}
      <TableBackground className={`table-bg${side}`} />
      <div ref={box} className={`table${side}`} data-testid="table">
        <Application
          resizeTo={box}
          autoDensity
          resolution={window.devicePixelRatio}
          // Multisampling is the dominant cost under software GL and the table needs none.
          antialias={false}
          preference="webgl"
          backgroundAlpha={0}
          onInit={showRendererName}
        >
          <WhenInitialised />
        </Application>
      </div>
    </>
  );
}
