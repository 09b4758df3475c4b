/**
 * One card on the table: a container the animations move (position, rotation, z), an inner one
 * for flips and hover growth, and the card's sprite (its shadow is part of the texture).
 */
import { Container, Graphics, Sprite, Text } from 'pixi.js';
import type { CardDef, CardId } from '../../../../../engine/games/mirianth';
import type { BackKind } from '../cards/drawCardBack';
import { sizeCardSprite, type CardTextures } from '../cards/textures';
import type { CardBadge } from '../layout/placeCards';
import { CARD_RATIO } from '../layout/zones';

const BADGE_FILL: Record<CardBadge['tone'], number> = { count: 0x1a120a, plague: 0x4a2266, attack: 0x1f3f8a };

export class CardSprite {
  readonly root = new Container();
  readonly inner = new Container();
  private readonly sprite = new Sprite();
  /** A small pill at the top-right corner: a group's count, a plague stack's total, a tucked paladin's attack. */
  private badge: { box: Graphics; label: Text; value: CardBadge } | null = null;
  faceUp = false;
  width = 0;
  /** Extra scale while hovered; flips multiply inner.scale.x on top of it. */
  hoverScale = 1;

  constructor(readonly id: CardId, public def: CardDef | null, private readonly textures: CardTextures, public back: BackKind) {
    this.sprite.anchor.set(0.5);
    this.inner.addChild(this.sprite);
    this.root.addChild(this.inner);
    this.root.label = id;
  }

  /** Draws the card `width` pixels wide, with the texture bucket that fits. */
  setWidth(width: number): void {
    this.width = width;
    this.refreshTexture();
    sizeCardSprite(this.sprite, width);
    this.drawBadge();
  }

  setBadge(badge: CardBadge | null): void {
    if (badge === null) {
      if (this.badge) {
        this.badge.box.destroy();
        this.badge.label.destroy();
        this.badge = null;
      }
      return;
    }
    if (this.badge && this.badge.value.text === badge.text && this.badge.value.tone === badge.tone) return;
    if (!this.badge) {
      const box = new Graphics();
      const label = new Text({ text: '', style: { fontFamily: 'Inter, sans-serif', fontWeight: '800', fontSize: 11, fill: 0xfbf3dc } });
      label.anchor.set(0.5);
      this.inner.addChild(box, label);
      this.badge = { box, label, value: badge };
    }
    this.badge.value = badge;
    this.drawBadge();
  }

  private drawBadge(): void {
    const b = this.badge;
    if (!b || this.width <= 0) return;
    const size = Math.max(10, Math.round(this.width * 0.22));
    b.label.text = b.value.text;
    b.label.style.fontSize = size * 0.78;
    const w = Math.max(size, b.label.width + size * 0.45);
    // A tucked paladin shows only its top edge: its attack goes top right. Counts and totals go on
    // the left edge, which a left-to-right fan never covers, below the name banner.
    const top = b.value.tone === 'attack';
    const x = top ? this.width / 2 - w / 2 - 1 : -this.width / 2 + w / 2 + 1;
    const y = top ? -(this.width * CARD_RATIO) / 2 + size / 2 + 1 : -this.width * CARD_RATIO * 0.12;
    b.box.clear().roundRect(x - w / 2, y - size / 2, w, size, size / 2).fill({ color: BADGE_FILL[b.value.tone], alpha: 0.92 }).stroke({ color: 0xf0d27a, width: 1 });
    b.label.position.set(x, y);
  }

  setFace(faceUp: boolean): void {
    if (faceUp && !this.def) return;
    this.faceUp = faceUp;
    this.refreshTexture();
  }

  refreshTexture(): void {
    const w = this.width * Math.max(1, this.hoverScale);
    const texture = this.faceUp && this.def ? this.textures.face(this.def, w) : this.textures.back(this.back, w);
    if (this.sprite.texture !== texture) {
      this.sprite.texture = texture;
      sizeCardSprite(this.sprite, this.width);
    }
  }

  place(x: number, y: number, rot: number, z: number): void {
    this.root.position.set(x, y);
    this.root.rotation = rot;
    this.root.zIndex = z;
  }

  destroy(): void {
    this.root.destroy({ children: true });
  }
}
