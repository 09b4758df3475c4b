/** The playmat printed on the felt: each seat's mat with its zones, the reveal row, the decks and the box. */
import type { Graphics } from 'pixi.js';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { seatColor } from '../cards/palette';
import { cardHeight, type TableLayout } from '../layout/tableLayout';
import { ZONE_IDS } from '../layout/zones';
import { useTableLayout } from '../useTableLayout';

const LINE = 0xf3e7c4;

function hex(color: string): number {
  return Number.parseInt(color.slice(1), 16);
}

function drawMarkings(g: Graphics, layout: TableLayout, revealCount: number): void {
  g.clear();
  for (const area of layout.seats) {
    const r = area.rect;
    g.roundRect(r.x - 6, r.y - 4, r.w + 12, r.h + 8, 10).fill({ color: 0x000000, alpha: 0.1 });
    g.roundRect(r.x - 6, r.y - 4, r.w + 12, r.h + 8, 10).stroke({ width: 1.5, color: hex(seatColor(area.seat)), alpha: 0.45 });
    for (const id of ZONE_IDS) {
      const z = area.zones[id];
      g.roundRect(z.x - 2, z.y - 2, z.w + 4, z.h + 4, 6).stroke({ width: 1, color: LINE, alpha: 0.16 });
    }
  }
  const c = layout.center;
  const h = cardHeight(c.card);
  for (let i = 0; i < revealCount; i++) {
    const p = c.reveal(i, revealCount);
    g.roundRect(p.x - c.card / 2 - 3, p.y - h / 2 - 3, c.card + 6, h + 6, 7).stroke({ width: 1, color: LINE, alpha: 0.18 });
  }
  const deckW = c.card * 0.92;
  for (const spot of [c.drawDeck, c.plagueDeck, c.aside]) {
    g.roundRect(spot.x - deckW / 2 - 4, spot.y - (deckW * 1.4) / 2 - 4, deckW + 8, deckW * 1.4 + 8, 7).stroke({ width: 1, color: LINE, alpha: 0.14 });
  }
  // The game box: an open wooden tray where discarded cards go.
  const bw = deckW * 1.25;
  const bh = deckW * 1.05;
  g.roundRect(c.box.x - bw / 2, c.box.y - bh / 2, bw, bh, 6).fill({ color: 0x4a2f18, alpha: 0.85 });
  g.roundRect(c.box.x - bw / 2 + 5, c.box.y - bh / 2 + 5, bw - 10, bh - 10, 4).fill({ color: 0x2a1a0c, alpha: 0.9 });
  g.roundRect(c.box.x - bw / 2, c.box.y - bh / 2, bw, bh, 6).stroke({ width: 1.5, color: 0xc9a54a, alpha: 0.6 });
  g.circle(c.fate.x, c.fate.y, c.card * 0.55).stroke({ width: 1, color: 0xb48ee0, alpha: 0.2 });
}

interface Label { key: string; text: string; x: number; y: number; size: number }

export function TableMarkings() {
  const layout = useTableLayout();
  const { t } = useTranslation();
  const revealCount = layout?.seats.length ?? 0;
  const draw = useCallback((g: Graphics) => {
    if (layout) drawMarkings(g, layout, revealCount);
    else g.clear();
  }, [layout, revealCount]);

  const labels = useMemo<Label[]>(() => {
    if (!layout) return [];
    const out: Label[] = [];
    for (const area of layout.seats) {
      for (const id of ZONE_IDS) {
        if (id === 'kingdom') continue;
        const z = area.zones[id];
        out.push({ key: `${area.seat}-${id}`, text: t(`zone.${id}`).toUpperCase(), x: z.x + z.w / 2, y: z.y + z.h / 2, size: Math.max(8, area.card * 0.15) });
      }
    }
    const c = layout.center;
    const deckH = c.card * 0.92 * 1.4;
    out.push({ key: 'box', text: t('zone.box').toUpperCase(), x: c.box.x, y: c.box.y + c.card * 0.55, size: Math.max(9, c.card * 0.13) });
    out.push({ key: 'fate', text: t('zone.fate').toUpperCase(), x: c.fate.x, y: c.fate.y, size: Math.max(9, c.card * 0.12) });
    out.push({ key: 'draw', text: t('zone.drawDeck').toUpperCase(), x: c.drawDeck.x, y: c.drawDeck.y - deckH / 2 - 10, size: Math.max(8, c.card * 0.11) });
    out.push({ key: 'plague', text: t('zone.plagueDeck').toUpperCase(), x: c.plagueDeck.x, y: c.plagueDeck.y - deckH / 2 - 10, size: Math.max(8, c.card * 0.11) });
    return out;
  }, [layout, t]);

  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      {labels.map((l) => (
        <pixiText
          key={l.key}
          text={l.text}
          x={l.x}
          y={l.y}
          anchor={0.5}
          alpha={0.42}
          style={{ fontFamily: 'Cinzel, Georgia, serif', fontWeight: '700', fontSize: Math.round(l.size), fill: 0xf3e7c4, letterSpacing: 1 }}
        />
      ))}
    </pixiContainer>
  );
}
