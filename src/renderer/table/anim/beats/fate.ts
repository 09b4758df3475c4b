/**
 * The deck of fate: the disputed card turns face down and joins the plague cards, a riffle
 * shuffle, a face-down deal to the disputants, then all of them flip at once.
 */
import gsap from 'gsap';
import type { Container, Text } from 'pixi.js';
import type { CardId, SeatId } from '../../../../engine';
import { seatColor } from '../../cards/palette';
import { cardHeight } from '../../layout/tableLayout';
import type { CardSprite } from '../../scene/cardSprite';
import { addFlip, addGlide, spriteFor, type BeatContext } from '../context';
import { label, looseBack, removeAll } from '../effects';
import { addRiffle } from '../riffle';

interface Dealt { seat: SeatId; root: Container; sprite: CardSprite | null }

export async function playFate(ctx: BeatContext, card: CardId, results: readonly { seat: SeatId; card: CardId | null }[]): Promise<void> {
  const c = ctx.layout.center;
  const w = c.card;
  const fate = c.fate;
  const gather = gsap.timeline();
  const dealt: Dealt[] = [];
  const blanks: Container[] = [];
  results.forEach((r, i) => {
    if (r.card === null) {
      const loose = looseBack(ctx.stage, 'blank', c.plagueDeck.x, c.plagueDeck.y, w * 0.92);
      loose.visible = false;
      blanks.push(loose);
      dealt.push({ seat: r.seat, root: loose, sprite: null });
      gather.set(loose, { visible: true }, i * 0.08);
      gather.to(loose.position, { x: fate.x, y: fate.y, duration: ctx.timing.d('deal') }, i * 0.08);
      return;
    }
    const s = spriteFor(ctx, r.card);
    dealt.push({ seat: r.seat, root: s.root, sprite: s });
    gather.set(s.root, { zIndex: 8000 + i }, 0);
    addGlide(gather, s, { x: fate.x, y: fate.y, rot: 0, w }, i * 0.08, ctx.timing.d('deal'));
    if (r.card === card && s.faceUp) addFlip(gather, s, false, i * 0.08, ctx.timing.d('flip'));
  });
  await ctx.play(gather);

  const shuffle = gsap.timeline();
  addRiffle(shuffle, dealt.map((d) => d.root), fate.x, fate.y, w * 0.7, ctx.timing.d('riffle') * 2, 0);
  await ctx.play(shuffle);

  // Dealt face down in a row, each card under its disputant's name.
  const deal = gsap.timeline();
  const names: Text[] = [];
  const pitch = w * 1.3;
  dealt.forEach((d, i) => {
    const x = fate.x + (i - (dealt.length - 1) / 2) * pitch;
    const at = i * ctx.timing.d('dealStagger');
    deal.to(d.root.position, { x, y: fate.y, duration: ctx.timing.d('fateDeal'), ease: 'power2.out' }, at);
    deal.to(d.root, { rotation: (i % 2 ? 1 : -1) * 0.04, duration: ctx.timing.d('fateDeal') }, at);
    const name = label(ctx.stage, ctx.after.players[d.seat]?.name ?? '', x, fate.y + cardHeight(w) / 2 + 12, Math.max(12, w * 0.17), Number.parseInt(seatColor(d.seat).slice(1), 16));
    name.alpha = 0;
    deal.to(name, { alpha: 1, duration: ctx.timing.d('fateDeal') }, at);
    names.push(name);
  });
  await ctx.play(deal);

  // The simultaneous reveal.
  const flip = gsap.timeline();
  const f = ctx.timing.d('flip') * 1.3;
  for (const d of dealt) {
    if (d.sprite) addFlip(flip, d.sprite, true, 0, f);
    else if (f > 0) flip.to(d.root.scale, { x: -1, duration: f, ease: 'power1.inOut' }, 0).set(d.root.scale, { x: 1 }, f);
  }
  flip.call(() => ctx.mark('fateRevealed'), undefined, f);
  flip.to({}, { duration: ctx.timing.d('fateHold') });
  await ctx.play(flip);
  removeAll([...blanks, ...names]);
}
