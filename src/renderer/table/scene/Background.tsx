/**
 * The felt and the printed playmat never move, so they are drawn once into a texture
 * (cacheAsTexture) and redrawn only when the layout, the language or the resolution changes.
 * Under software GL that turns dozens of blended shapes into a single quad per frame.
 */
import { useApplication } from '@pixi/react';
import type { Container } from 'pixi.js';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Felt } from '../Felt';
import { fontsReady } from '../fonts';
import { useTableLayout } from '../useTableLayout';
import { TableMarkings } from './TableMarkings';

export function Background() {
  const { app } = useApplication();
  const { i18n } = useTranslation();
  const layout = useTableLayout();
  const ref = useRef<Container>(null);

  useEffect(() => {
    const c = ref.current;
    if (!c) return;
    c.cacheAsTexture(true);
    return () => c.cacheAsTexture(false);
  }, []);

  // Redraw the cache a couple of frames after anything it shows may have changed.
  const language = i18n.language;
  useEffect(() => {
    let frame = 0;
    const refresh = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => ref.current?.updateCacheTexture());
      });
    };
    refresh();
    void fontsReady().then(refresh);
    app.renderer.on('resize', refresh);
    return () => {
      cancelAnimationFrame(frame);
      app.renderer.off('resize', refresh);
    };
  }, [app, layout, language]);

  return (
    <pixiContainer ref={ref}>
      <Felt />
      <TableMarkings />
    </pixiContainer>
  );
}
