/** Cards changing hands: claims, trades, discards flying to the box, plague cards landing, attachments. */
import gsap from 'gsap';
import type { CardId } from '../../../../../../engine/games/mirianth';
import { cardHeight } from '../../layout/tableLayout';
import { addFlip, addGlide, spriteFor, targetOf, type BeatContext } from '../context';
import type { MoveStyle } from '../plan';

export async function playMoves(ctx: BeatContext, cards: readonly CardId[], style: MoveStyle): Promise<void> {
  const tl = gsap.timeline();
  const d = style === 'box' ? ctx.timing.d('toBox') : ctx.timing.d('move');
  const boxed: CardId[] = [];
  cards.forEach((id, i) => {
    const s = spriteFor(ctx, id);
    const to = targetOf(ctx, id);
    const at = i * ctx.timing.d('moveStagger');
    tl.set(s.root, { zIndex: 6000 + i }, at);
    if (style === 'plague' && !to.boxed) {
      // Plague cards land: they come in high over the zone and drop with a bounce.
      const h = cardHeight(to.w);
      addGlide(tl, s, { ...to, y: to.y - h * 0.9 }, at, d * 0.55, 'power2.out');
      tl.to(s.root.position, { y: to.y, duration: ctx.timing.d('plagueDrop'), ease: 'bounce.out' }, '>');
    } else {
      addGlide(tl, s, to, at, d, style === 'box' ? 'power2.in' : 'power2.inOut');
    }
    if (style === 'box' || to.boxed) {
      boxed.push(id);
      tl.to(s.root, { alpha: 0, rotation: to.rot + 0.5, duration: d * 0.5 }, at + d * 0.5);
    } else {
      if (s.faceUp !== to.faceUp) addFlip(tl, s, to.faceUp, at, ctx.timing.d('flip'));
      tl.set(s.root, { zIndex: to.z }, '>');
    }
  });
  await ctx.play(tl);
  for (const id of boxed) ctx.stage.remove(id);
}

/** A paladin slides under its monster: up beside it, then tucked beneath with only its top showing. */
export async function playAttach(ctx: BeatContext, paladin: CardId, monster: CardId): Promise<void> {
  const p = spriteFor(ctx, paladin);
  const m = ctx.stage.get(monster);
  const to = targetOf(ctx, paladin);
  const tl = gsap.timeline();
  const d = ctx.timing.d('attach');
  const lift = cardHeight(to.w) * 0.9;
  tl.set(p.root, { zIndex: 7000 });
  addGlide(tl, p, { ...to, y: to.y - lift }, 0, d * 0.55, 'power2.out');
  tl.set(p.root, { zIndex: to.z }, '>');
  if (m) tl.to(m.root.position, { y: m.root.y + 3, duration: d * 0.2, yoyo: true, repeat: 1 }, '<');
  tl.to(p.root.position, { x: to.x, y: to.y, duration: d * 0.45, ease: 'power2.inOut' }, '<');
  await ctx.play(tl);
}
