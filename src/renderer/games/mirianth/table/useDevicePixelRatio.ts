import { useApplication } from '@pixi/react';
import { useEffect } from 'react';

/**
 * Keeps the renderer's resolution equal to the screen's pixel ratio. Moving the window to another
 * monitor or zooming changes it without a size change, which `resizeTo` alone would miss.
 */
export function useDevicePixelRatio(): void {
  const { app } = useApplication();

  useEffect(() => {
    let query: MediaQueryList | undefined;
    // A resolution query only fires when leaving that exact ratio, so re-arm it after each change.
    const watch = () => {
      query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
      query.addEventListener('change', onChange, { once: true });
    };
    const onChange = () => {
      app.renderer.resize(app.screen.width, app.screen.height, window.devicePixelRatio);
      watch();
    };
    watch();
    return () => query?.removeEventListener('change', onChange);
  }, [app]);
}
