/**
 * The card layer: every visible card as a CardSprite keyed by id, the two decks as piles, and
 * hover growth. Animations move these objects; `snap` shows a state's picture at once.
 */
import { Container } from 'pixi.js';
import gsap from 'gsap';
import type { CardDef, CardId, PlayerView } from '../../../../../engine/games/mirianth';
import type { BackKind } from '../cards/drawCardBack';
import type { CardTextures } from '../cards/textures';
import { hoverStore } from '../hoverStore';
import type { Placement } from '../layout/placeCards';
import type { TableLayout } from '../layout/tableLayout';
import { CARD_RATIO } from '../layout/zones';
import { CardSprite } from './cardSprite';
import { Pile } from './pile';

const HOVER_Z = 100_000;

export class CardStage {
  readonly root = new Container();
  readonly cards = new Container();
  readonly effects = new Container();
  readonly draw: Pile;
  readonly plague: Pile;
  private readonly sprites = new Map<CardId, CardSprite>();
  layout: TableLayout | null = null;
  defs: Record<string, CardDef> = {};

  /**
   * `origin` is the canvas's top-left corner in the window (for the HUD's card inspector);
   * `motion` is false when the player asked for reduced motion (hovered cards then grow at once).
   */
  constructor(
    readonly textures: CardTextures,
    private readonly origin: () => { x: number; y: number } = () => ({ x: 0, y: 0 }),
    private readonly motion: () => boolean = () => true,
  ) {
    this.cards.sortableChildren = true;
    this.draw = new Pile(textures, 'draw');
    this.plague = new Pile(textures, 'plague');
    this.root.addChild(this.draw.root, this.plague.root, this.cards, this.effects);
    // Nothing to show until a game gives the table a layout.
    this.root.visible = false;
  }

  get(id: CardId): CardSprite | undefined {
    return this.sprites.get(id);
  }

  ids(): CardId[] {
    return [...this.sprites.keys()];
  }

  /** The sprite for a card, created face down at `at` (a deck) when it is not on the table yet. */
  ensure(id: CardId, at: { x: number; y: number; rot?: number; w: number }, back: BackKind = 'draw'): CardSprite {
    let s = this.sprites.get(id);
    if (s) return s;
    s = new CardSprite(id, this.defs[id] ?? null, this.textures, back);
    s.setWidth(at.w);
    s.setFace(false);
    s.place(at.x, at.y, at.rot ?? 0, 5000);
    this.wireHover(s);
    this.sprites.set(id, s);
    this.cards.addChild(s.root);
    return s;
  }

  remove(id: CardId): void {
    const s = this.sprites.get(id);
    if (!s) return;
    gsap.killTweensOf([s.root, s.root.position, s.root.scale, s.inner.scale, s.inner]);
    if (hoverStore.get()?.id === id) hoverStore.set(null);
    if (this.focused === id) this.focused = null;
    this.sprites.delete(id);
    s.destroy();
  }

  setDefs(view: PlayerView): void {
    this.defs = view.cards;
    for (const s of this.sprites.values()) if (!s.def) s.def = view.cards[s.id] ?? null;
  }

  setLayout(layout: TableLayout): void {
    this.layout = layout;
    this.root.visible = true;
    const c = layout.center;
    const w = c.card * 0.92;
    this.draw.layout(c.drawDeck.x, c.drawDeck.y, c.drawDeck.rot, w);
    this.plague.layout(c.plagueDeck.x, c.plagueDeck.y, c.plagueDeck.rot, w);
  }

  /** Picks up freshly painted textures (language or pixel ratio changed). */
  refreshAll(): void {
    for (const s of this.sprites.values()) s.refreshTexture();
    this.draw.retexture();
    this.plague.retexture();
    if (this.layout) this.setLayout(this.layout);
  }

  setCounts(view: PlayerView): void {
    this.draw.setCount(view.drawCount);
    this.plague.setCount(view.plagueCount);
  }

  /** Shows a picture at once: every placed card at its spot, every other card gone. */
  snap(placements: Map<CardId, Placement>): void {
    for (const id of this.ids()) if (!placements.has(id)) this.remove(id);
    for (const p of placements.values()) {
      const s = this.ensure(p.id, p);
      gsap.killTweensOf([s.root, s.root.position, s.inner.scale]);
      s.inner.scale.set(s.hoverScale);
      s.root.alpha = 1;
      s.setWidth(p.w);
      s.setFace(p.faceUp);
      s.setBadge(p.badge ?? null);
      s.place(p.x, p.y, p.rot, p.z);
    }
  }

  /** Glides every card to its spot; cards missing from the picture fly to the box. */
  settle(placements: Map<CardId, Placement>, duration: number): gsap.core.Timeline {
    const tl = gsap.timeline();
    const box = this.layout?.center.box;
    for (const id of this.ids()) {
      if (placements.has(id)) continue;
      const s = this.get(id);
      if (!s || !box) continue;
      tl.to(s.root.position, { x: box.x, y: box.y, duration, ease: 'power2.in' }, 0);
      tl.to(s.root, { alpha: 0, duration, onComplete: () => this.remove(id) }, 0);
    }
    for (const p of placements.values()) {
      const s = this.ensure(p.id, p);
      s.setBadge(p.badge ?? null);
      const moved = Math.abs(s.root.x - p.x) + Math.abs(s.root.y - p.y) > 0.5 || Math.abs(s.width - p.w) > 0.5;
      if (s.faceUp !== p.faceUp) s.setFace(p.faceUp);
      if (!moved && Math.abs(s.root.rotation - p.rot) < 0.01) {
        s.root.zIndex = p.z;
        continue;
      }
      const from = s.width;
      const size = { w: from };
      tl.to(s.root.position, { x: p.x, y: p.y, duration, ease: 'power2.inOut' }, 0);
      tl.to(s.root, { rotation: p.rot, alpha: 1, duration, onComplete: () => void (s.root.zIndex = p.z) }, 0);
      if (Math.abs(from - p.w) > 0.5) tl.to(size, { w: p.w, duration, onUpdate: () => s.setWidth(size.w) }, 0);
    }
    return tl;
  }

  destroy(): void {
    hoverStore.set(null);
    for (const id of this.ids()) this.remove(id);
    this.root.destroy({ children: true });
  }

  /** The card a keyboard user has focused (Tab, arrows): it grows as under the pointer. */
  private focused: CardId | null = null;
  /** The z-order each enlarged card returns to. */
  private readonly restZ = new Map<CardId, number>();

  /** Zooms the card the keyboard focused (and lets the previous one settle); null lets it go. */
  focus(id: CardId | null): void {
    if (this.focused === id) return;
    const previous = this.focused === null ? undefined : this.sprites.get(this.focused);
    if (previous) this.shrink(previous);
    this.focused = id;
    const next = id === null ? undefined : this.sprites.get(id);
    if (next) this.lift(next);
  }

  /** Enlarges a face-up card on top of the others, nudged inward to stay on screen, and shows it in the inspector. */
  private lift(s: CardSprite): void {
    if (!s.faceUp || !s.def || !this.layout) return;
    if (s.hoverScale === 1) this.restZ.set(s.id, s.root.zIndex);
    s.root.zIndex = HOVER_Z;
    s.hoverScale = Math.max(1, this.layout.hoverWidth / Math.max(1, s.width));
    s.refreshTexture();
    // Keep the enlarged card on screen: nudge it inward when it would cross an edge.
    const half = { w: (s.width * s.hoverScale) / 2, h: (s.width * CARD_RATIO * s.hoverScale) / 2 };
    const { width, height } = this.layout;
    const dx = Math.min(0, width - 6 - (s.root.x + half.w)) + Math.max(0, 6 - (s.root.x - half.w));
    const dy = Math.min(0, height - 6 - (s.root.y + half.h)) + Math.max(0, 6 - (s.root.y - half.h));
    const grow = this.motion() ? 0.14 : 0;
    gsap.to(s.inner.scale, { x: s.hoverScale, y: s.hoverScale, duration: grow, ease: 'power2.out' });
    gsap.to(s.inner.position, { x: dx, y: dy, duration: grow, ease: 'power2.out' });
    // The box the enlarged card will occupy, in window coordinates.
    const o = this.origin();
    hoverStore.set({ id: s.id, x: o.x + s.root.x + dx - half.w, y: o.y + s.root.y + dy - half.h, w: half.w * 2, h: half.h * 2, source: 'table' });
  }

  private shrink(s: CardSprite): void {
    if (s.hoverScale === 1) return;
    s.hoverScale = 1;
    s.root.zIndex = this.restZ.get(s.id) ?? s.root.zIndex;
    const shrink = this.motion() ? 0.12 : 0;
    gsap.to(s.inner.scale, { x: 1, y: 1, duration: shrink, ease: 'power2.out', onComplete: () => s.refreshTexture() });
    gsap.to(s.inner.position, { x: 0, y: 0, duration: shrink, ease: 'power2.out' });
    if (hoverStore.get()?.id === s.id) hoverStore.set(null);
  }

  private wireHover(s: CardSprite): void {
    s.root.eventMode = 'static';
    s.root.cursor = 'pointer';
    s.root.on('pointerover', () => this.lift(s));
    // The card the keyboard holds stays enlarged when the pointer passes over and off it.
    s.root.on('pointerout', () => {
      if (this.focused !== s.id) this.shrink(s);
    });
  }
}
