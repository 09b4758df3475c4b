/** What a beat needs to play: the stage, the layout, the picture after the move, and timing helpers. */
import gsap from 'gsap';
import type { CardId, PlayerView } from '../../../../../engine/games/mirianth';
import type { Placement } from '../layout/placeCards';
import type { TableLayout } from '../layout/tableLayout';
import type { CardSprite } from '../scene/cardSprite';
import type { CardStage } from '../scene/cardStage';
import type { Timing } from './timing';

export interface Target { x: number; y: number; rot: number; w: number; z: number; faceUp: boolean; boxed: boolean }

export interface BeatContext {
  stage: CardStage;
  layout: TableLayout;
  after: PlayerView;
  placements: Map<CardId, Placement>;
  timing: Timing;
  /** Translates the few words the table writes itself. */
  t(key: string): string;
  /** Names a moment inside a beat (tests and the bench wait for them). */
  mark(name: string): void;
  play(tl: gsap.core.Timeline): Promise<void>;
}

/** Where a card ends up after the move: its placement, or the box when it left the table. */
export function targetOf(ctx: BeatContext, id: CardId): Target {
  const p = ctx.placements.get(id);
  if (p) return { x: p.x, y: p.y, rot: p.rot, w: p.w, z: p.z, faceUp: p.faceUp, boxed: false };
  const box = ctx.layout.center.box;
  return { x: box.x, y: box.y, rot: box.rot, w: ctx.layout.center.card * 0.9, z: 50, faceUp: true, boxed: true };
}

/** The sprite of a card, created face down on the matching deck when it is not on the table. */
export function spriteFor(ctx: BeatContext, id: CardId): CardSprite {
  const known = ctx.stage.get(id);
  if (known) return known;
  const plague = ctx.after.cards[id]?.type === 'plague';
  const pile = plague ? ctx.stage.plague : ctx.stage.draw;
  const c = ctx.layout.center;
  const spot = plague ? c.plagueDeck : c.drawDeck;
  return ctx.stage.ensure(id, { ...pile.top(), rot: spot.rot, w: c.card * 0.92 }, plague ? 'plague' : 'draw');
}

/** Adds a flip (edge-on, swap the face, open again) to a timeline. */
export function addFlip(tl: gsap.core.Timeline, s: CardSprite, faceUp: boolean, at: number | string, duration: number): void {
  if (duration <= 0) {
    tl.call(() => s.setFace(faceUp), undefined, at);
    return;
  }
  tl.to(s.inner.scale, { x: 0, duration: duration / 2, ease: 'power1.in', onComplete: () => s.setFace(faceUp) }, at);
  tl.to(s.inner.scale, { x: s.hoverScale, duration: duration / 2, ease: 'power1.out' }, '>');
}

/** Adds a glide to a spot (and a resize) to a timeline. */
export function addGlide(
  tl: gsap.core.Timeline, s: CardSprite, to: { x: number; y: number; rot: number; w: number }, at: number | string, duration: number, ease = 'power2.inOut',
): void {
  tl.to(s.root.position, { x: to.x, y: to.y, duration, ease }, at);
  tl.to(s.root, { rotation: to.rot, duration, ease }, at);
  if (Math.abs(s.width - to.w) > 0.5) {
    const size = { w: s.width };
    tl.to(size, { w: to.w, duration, ease, onUpdate: () => s.setWidth(size.w) }, at);
  }
}

export function pause(seconds: number): gsap.core.Timeline {
  return gsap.timeline().to({}, { duration: seconds });
}
