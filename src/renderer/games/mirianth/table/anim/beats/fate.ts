/**
 * The deck of fate: the disputed card turns face down and joins the plague cards, a riffle
 * shuffle, a face-down deal to the disputants, then all of them flip at once. Until the flip every
 * card of fate looks the same and nothing shown depends on the outcome (`fatePile.ts`).
 */
import gsap from 'gsap';
import type { Container, Text } from 'pixi.js';
import type { CardId, SeatId } from '../../../../../../engine/games/mirianth';
import { seatColor } from '../../cards/palette';
import { cardHeight } from '../../layout/tableLayout';
import type { CardSprite } from '../../scene/cardSprite';
import { addFlip, addGlide, spriteFor, type BeatContext } from '../context';
import { label, looseBack, removeAll } from '../effects';
import { addRiffle } from '../riffle';
import { fateCovers, fatePile } from './fatePile';

type Results = readonly { seat: SeatId; card: CardId | null }[];

/** The pile gathered on the fate spot: its moving parts, the sprites among them, and the loose blanks. */
interface Gathered { roots: Container[]; sprites: Map<CardId, { sprite: CardSprite; back: CardSprite['back'] }>; loose: Container[] }

async function gatherPile(ctx: BeatContext, card: CardId, results: Results): Promise<Gathered> {
  const c = ctx.layout.center;
  const w = c.card;
  const fate = c.fate;
  const gather = gsap.timeline();
  const out: Gathered = { roots: [], sprites: new Map(), loose: [] };
  fatePile(card, results).forEach((item, i) => {
    if (item.card === null) {
      const loose = looseBack(ctx.stage, item.back, c.plagueDeck.x, c.plagueDeck.y, w);
      loose.visible = false;
      out.loose.push(loose);
      out.roots.push(loose);
      gather.set(loose, { visible: true }, i * 0.08);
      gather.to(loose.position, { x: fate.x, y: fate.y, duration: ctx.timing.d('deal') }, i * 0.08);
      return;
    }
    const s = spriteFor(ctx, item.card);
    out.sprites.set(item.card, { sprite: s, back: s.back });
    out.roots.push(s.root);
    // Whatever its own back, a card of fate shows the fate back while face down.
    s.back = item.back;
    if (!s.faceUp) s.setFace(false);
    gather.set(s.root, { zIndex: 8000 + i }, 0);
    addGlide(gather, s, { x: fate.x, y: fate.y, rot: 0, w }, i * 0.08, ctx.timing.d('deal'));
    if (s.faceUp) addFlip(gather, s, false, i * 0.08, ctx.timing.d('flip'));
  });
  await ctx.play(gather);
  const shuffle = gsap.timeline();
  addRiffle(shuffle, out.roots, fate.x, fate.y, w * 0.7, ctx.timing.d('riffle') * 2, 0);
  await ctx.play(shuffle);
  return out;
}

export async function playFate(ctx: BeatContext, card: CardId, results: Results): Promise<void> {
  const c = ctx.layout.center;
  const w = c.card;
  const fate = c.fate;
  const pile = await gatherPile(ctx, card, results);

  // Dealt face down in a row, each under its disputant's name: identical covers, so the deal
  // itself cannot be followed back to a card of the pile.
  for (const root of pile.roots) root.visible = false;
  const deal = gsap.timeline();
  const names: Text[] = [];
  const covers: Container[] = [];
  const pitch = w * 1.3;
  fateCovers(results).forEach((d, i) => {
    const x = fate.x + (i - (results.length - 1) / 2) * pitch;
    const at = i * ctx.timing.d('dealStagger');
    const cover = looseBack(ctx.stage, d.back, fate.x, fate.y, w);
    cover.zIndex = 8100 + i;
    covers.push(cover);
    deal.to(cover.position, { x, y: fate.y, duration: ctx.timing.d('fateDeal'), ease: 'power2.out' }, at);
    deal.to(cover, { rotation: (i % 2 ? 1 : -1) * 0.04, duration: ctx.timing.d('fateDeal') }, at);
    const name = label(ctx.stage, ctx.after.players[d.seat]?.name ?? '', x, fate.y + cardHeight(w) / 2 + 12, Math.max(12, w * 0.17), Number.parseInt(seatColor(d.seat).slice(1), 16));
    name.alpha = 0;
    deal.to(name, { alpha: 1, duration: ctx.timing.d('fateDeal') }, at);
    names.push(name);
  });
  await ctx.play(deal);

  // The simultaneous reveal: each cover turns edge-on, and the card it stood for opens in its place.
  const flip = gsap.timeline();
  const f = ctx.timing.d('flip') * 1.3;
  const blanks: Container[] = [];
  results.forEach((r, i) => {
    const cover = covers[i];
    if (!cover) return;
    const swap = () => {
      cover.visible = false;
      const held = r.card === null ? undefined : pile.sprites.get(r.card);
      if (held) {
        held.sprite.root.position.set(cover.x, cover.y);
        held.sprite.root.rotation = cover.rotation;
        held.sprite.root.visible = true;
        held.sprite.inner.scale.x = f > 0 ? 0 : held.sprite.hoverScale;
        held.sprite.setFace(true);
        if (f > 0) gsap.to(held.sprite.inner.scale, { x: held.sprite.hoverScale, duration: f / 2, ease: 'power1.out' });
      } else {
        const blank = looseBack(ctx.stage, 'blank', cover.x, cover.y, w);
        blank.rotation = cover.rotation;
        blanks.push(blank);
        if (f > 0) {
          blank.scale.x = 0;
          gsap.to(blank.scale, { x: 1, duration: f / 2, ease: 'power1.out' });
        }
      }
    };
    if (f > 0) flip.to(cover.scale, { x: 0, duration: f / 2, ease: 'power1.in' }, 0);
    flip.call(swap, undefined, f / 2);
  });
  flip.call(() => ctx.mark('fateRevealed'), undefined, f);
  flip.to({}, { duration: ctx.timing.d('fateHold') });
  await ctx.play(flip);
  // Each card keeps its own back again (it stays face up from here on).
  for (const { sprite, back } of pile.sprites.values()) sprite.back = back;
  for (const loose of pile.loose) loose.visible = false;
  removeAll([...pile.loose, ...covers, ...blanks, ...names]);
}
