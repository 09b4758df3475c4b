import { useApplication } from '@pixi/react';
import type { Graphics } from 'pixi.js';
import { useCallback, useEffect, useState } from 'react';
import { drawFelt } from './drawFelt';

export function Felt() {
  const { app } = useApplication();
  const [size, setSize] = useState(() => ({ width: app.screen.width, height: app.screen.height }));

  // The renderer emits 'resize' for window resizes (resizeTo) and for resolution changes.
  useEffect(() => {
    const onResize = (width: number, height: number) => setSize({ width, height });
    app.renderer.on('resize', onResize);
    return () => {
      app.renderer.off('resize', onResize);
    };
  }, [app]);

  const draw = useCallback((g: Graphics) => drawFelt(g, size.width, size.height), [size]);
  return <pixiGraphics draw={draw} />;
}
