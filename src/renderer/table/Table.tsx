import { Application, useApplication } from '@pixi/react';
import { UPDATE_PRIORITY, type Application as PixiApplication } from 'pixi.js';
import { useEffect } from 'react';
import './pixiExtend';
import { Felt } from './Felt';
import { FELT_COLOR } from './theme';
import { useDevicePixelRatio } from './useDevicePixelRatio';

function Scene() {
  const { app } = useApplication();
  useDevicePixelRatio();

  useEffect(() => {
    // Pixi renders at LOW priority; a UTILITY callback runs after it in the same tick.
    app.ticker.addOnce(() => {
      window.__tableReady = true;
    }, undefined, UPDATE_PRIORITY.UTILITY);
  }, [app]);

  return <Felt />;
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

export function Table() {
  return (
    <div className="table" data-testid="table">
      <Application
        resizeTo={window}
        autoDensity
        resolution={window.devicePixelRatio}
        // Multisampling is the dominant cost under software GL and the felt needs none.
        antialias={false}
        preference="webgl"
        background={FELT_COLOR}
        onInit={showRendererName}
      >
        <WhenInitialised />
      </Application>
    </div>
  );
}
