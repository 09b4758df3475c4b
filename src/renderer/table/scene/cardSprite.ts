/**
 * One card on the table: a container the animations move (position, rotation, z), an inner one
 * for flips and hover growth, the card sprite and its shadow.
 */
import { Container, Sprite, type Texture } from 'pixi.js';
import type { CardDef, CardId } from '../../../engine';
import type { BackKind } from '../cards/drawCardBack';
import type { CardTextures } from '../cards/textures';
import { CARD_RATIO } from '../layout/zones';

export class CardSprite {
  readonly root = new Container();
  readonly inner = new Container();
  private readonly shadow: Sprite;
  private readonly sprite = new Sprite();
  faceUp = false;
  width = 0;
  /** Extra scale while hovered; flips multiply inner.scale.x on top of it. */
  hoverScale = 1;

  constructor(readonly id: CardId, public def: CardDef | null, private readonly textures: CardTextures, shadow: Texture, public back: BackKind) {
    this.shadow = new Sprite(shadow);
    this.shadow.anchor.set(0.5);
    this.shadow.alpha = 0.38;
    this.sprite.anchor.set(0.5);
    this.inner.addChild(this.shadow, this.sprite);
    this.root.addChild(this.inner);
    this.root.label = id;
  }

  /** Draws the card `width` pixels wide, with the texture bucket that fits. */
  setWidth(width: number): void {
    this.width = width;
    this.sprite.width = width;
    this.sprite.height = width * CARD_RATIO;
    this.shadow.width = width * 1.04;
    this.shadow.height = width * CARD_RATIO * 1.03;
    this.shadow.position.set(width * 0.04, width * 0.06);
    this.refreshTexture();
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
      this.sprite.width = this.width;
      this.sprite.height = this.width * CARD_RATIO;
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
