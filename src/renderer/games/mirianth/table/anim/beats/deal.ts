/** The setup shuffle, revealing cards with a flip, the Last Round card, and a dispute's pulse. */
import gsap from 'gsap';
import type { CardId } from '../../../../../../engine/games/mirianth';
import { addFlip, addGlide, spriteFor, targetOf, type BeatContext } from '../context';
import { looseBack, removeAll } from '../effects';
import { addRiffle } from '../riffle';

export async function playShuffle(ctx: BeatContext): Promise<void> {
  const c = ctx.layout.center;
  const w = c.card * 0.92;
  const tl = gsap.timeline();
  const draw = Array.from({ length: 10 }, () => looseBack(ctx.stage, 'draw', c.drawDeck.x, c.drawDeck.y, w));
  const plague = Array.from({ length: 6 }, () => looseBack(ctx.stage, 'plague', c.plagueDeck.x, c.plagueDeck.y, w));
  ctx.stage.draw.root.visible = false;
  ctx.stage.plague.root.visible = false;
  addRiffle(tl, draw, c.drawDeck.x, c.drawDeck.y, w * 0.62, ctx.timing.d('shuffle'), 0);
  addRiffle(tl, plague, c.plagueDeck.x, c.plagueDeck.y, w * 0.62, ctx.timing.d('shuffle'), ctx.timing.d('shuffle') * 0.25);
  await ctx.play(tl);
  removeAll([...draw, ...plague]);
  ctx.stage.draw.root.visible = true;
  ctx.stage.plague.root.visible = true;
}

export async function playReveal(ctx: BeatContext, cards: readonly CardId[]): Promise<void> {
  const tl = gsap.timeline();
  const d = ctx.timing.d('deal');
  cards.forEach((id, i) => {
    const s = spriteFor(ctx, id);
    const to = targetOf(ctx, id);
    const at = i * ctx.timing.d('dealStagger');
    tl.set(s.root, { zIndex: 3000 + i }, at);
    addGlide(tl, s, to, at, d, 'power3.out');
    addFlip(tl, s, true, at + d * 0.7, ctx.timing.d('flip'));
    tl.set(s.root, { zIndex: to.z }, '>');
  });
  await ctx.play(tl);
}

export async function playLastRound(ctx: BeatContext, id: CardId): Promise<void> {
  const s = spriteFor(ctx, id);
  const c = ctx.layout.center;
  const to = targetOf(ctx, id);
  const tl = gsap.timeline();
  tl.set(s.root, { zIndex: 4000 });
  addGlide(tl, s, { x: (c.drawDeck.x + c.aside.x) / 2, y: c.rect.y + c.rect.h * 0.5, rot: 0, w: c.card * 1.25 }, 0, ctx.timing.d('deal'));
  addFlip(tl, s, true, '>', ctx.timing.d('flip'));
  tl.to({}, { duration: ctx.timing.d('pulse') * 1.6 });
  addGlide(tl, s, to, '>', ctx.timing.d('move'));
  tl.set(s.root, { zIndex: to.z });
  await ctx.play(tl);
}

export async function playPulse(ctx: BeatContext, id: CardId): Promise<void> {
  const s = ctx.stage.get(id);
  if (!s || !ctx.timing.motion) return;
  const tl = gsap.timeline();
  const d = ctx.timing.d('pulse') / 2;
  tl.to(s.inner.scale, { x: 1.12, y: 1.12, duration: d, ease: 'sine.inOut', yoyo: true, repeat: 1 });
  await ctx.play(tl);
}
