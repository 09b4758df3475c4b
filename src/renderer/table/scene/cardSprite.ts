/**
 * One card on the table: a container the animations move (position, rotation, z), an inner one
 * for flips and hover growth, and the card's sprite (its shadow is part of the texture).
 */
import { Container, Sprite } from 'pixi.js';
import type { CardDef, CardId } from '../../../engine';
import type { BackKind } from '../cards/drawCardBack';
import { sizeCardSprite, type CardTextures } from '../cards/textures';

export class CardSprite {
  readonly root = new Container();
  readonly inner = new Container();
  private readonly sprite = new Sprite();
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
