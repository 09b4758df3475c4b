/** The DOM canvas behind the Pixi canvas: felt and playmat, repainted when the layout or language changes. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { fontsReady, fontsSettled } from '../../../../app/fonts';
import { useTableLayout } from '../useTableLayout';
import { useTableSize } from '../tableSize';
import { useShownSession } from '../../game/useSession';
import type { PublicState } from '../../../../../engine/games/mirianth';
import type { TableLayout } from '../layout/tableLayout';
import { placeCards } from '../layout/placeCards';
import { paintFelt, paintPlaymat } from './paintTable';

/** The seat zones that hold cards, as `seat:zone` keys (their labels would hide under the cards). */
export function occupiedZones(state: PublicState | null, layout: TableLayout | null): string {
  if (!state || !layout) return '';
  const keys = new Set<string>();
  for (const p of placeCards(state, layout).values()) if (p.seat !== null) keys.add(`${p.seat}:${p.zone}`);
  return [...keys].sort().join(',');
}

export function TableBackground({ className }: { className: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const { width, height } = useTableSize();
  const layout = useTableLayout();
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // A string, so the mat is painted again only when a zone fills or empties.
  const occupied = useShownSession((x) => occupiedZones(x.view, layout), (a, b) => a === b);

  useEffect(() => {
    let live = true;
    const paint = () => {
      const canvas = ref.current;
      // CPU-backed: the compositor then takes the pixels as they are, with no read-back from the GPU.
      const ctx = canvas?.getContext('2d', { willReadFrequently: true });
      if (!canvas || !ctx || !live) return;
      const dpr = window.devicePixelRatio || 1;
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      paintFelt(ctx, width, height);
      if (layout) {
        paintPlaymat(ctx, layout, {
          zone: (id) => t(`zone.${id}`), box: t('zone.box'), fate: t('zone.fate'), draw: t('zone.drawShort'), plague: t('zone.plagueShort'),
        }, new Set(occupied.split(',')));
      }
    };
    paint();
    // Labels use the card fonts: paint again once they are in (only while they are still loading;
    // the table turns with every seat in a hot-seat or bench game, each turn a full repaint).
    if (!fontsSettled()) void fontsReady().then(paint);
    // A new pixel ratio (another monitor, zoom) needs a sharper backing store.
    const query = window.matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`);
    query.addEventListener('change', paint);
    return () => {
      live = false;
      query.removeEventListener('change', paint);
    };
  }, [width, height, layout, t, language, occupied]);

  return <canvas ref={ref} className={className} aria-hidden="true" style={{ width, height }} />;
}
