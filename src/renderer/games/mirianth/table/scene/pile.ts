/**
 * A face-down pile (draw deck, plague deck): one sprite whose texture shows a stack as thick as
 * the pile (up to six cards), and the number of cards left.
 */
import { Container, Sprite, Text } from 'pixi.js';
import type { BackKind } from '../cards/drawCardBack';
import { sizeCardSprite, type CardTextures } from '../cards/textures';
import { CARD_RATIO } from '../layout/zones';

const MAX_LAYERS = 6;

export class Pile {
  readonly root = new Container();
  private readonly stack = new Sprite();
  private readonly label: Text;
  private width = 60;
  count = 0;

  constructor(private readonly textures: CardTextures, private readonly kind: BackKind) {
    this.label = new Text({ text: '', style: { fontFamily: 'Inter, sans-serif', fontWeight: '700', fontSize: 13, fill: 0xfbf3dc, stroke: { color: 0x1a120a, width: 3 } } });
    this.label.anchor.set(0.5);
    this.stack.anchor.set(0.5);
    this.root.addChild(this.stack, this.label);
    this.setCount(0, true);
  }

  layout(x: number, y: number, rot: number, width: number): void {
    this.width = width;
    this.root.position.set(x, y);
    this.root.rotation = rot;
    const h = width * CARD_RATIO;
    this.label.position.set(0, h / 2 - Math.max(10, width * 0.16));
    this.label.style.fontSize = Math.max(11, Math.round(width * 0.17));
    this.setCount(this.count, true);
  }

  /** New textures (language or pixel ratio changed). */
  retexture(): void {
    this.setCount(this.count, true);
  }

  /** The top card's position, where dealt cards start. */
  top(): { x: number; y: number } {
    const n = this.layers();
    return { x: this.root.x - (n - 1) * 1.2, y: this.root.y - (n - 1) * 1.4 };
  }

  setCount(count: number, force = false): void {
    if (count === this.count && !force) return;
    this.count = count;
    const n = this.layers();
    this.stack.visible = n > 0;
    this.label.visible = n > 0;
    if (n > 0) {
      this.stack.texture = this.textures.back(this.kind, this.width, n);
      sizeCardSprite(this.stack, this.width);
    }
    this.label.text = String(count);
  }

  private layers(): number {
    return this.count <= 0 ? 0 : Math.min(MAX_LAYERS, Math.ceil(this.count / 8));
  }
}
