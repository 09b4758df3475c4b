/** A face-down pile (draw deck, plague deck): a few stacked backs and the number of cards left. */
import { Container, Sprite, Text, type Texture } from 'pixi.js';
import { CARD_RATIO } from '../layout/zones';

const MAX_LAYERS = 6;

export class Pile {
  readonly root = new Container();
  private readonly layers: Sprite[] = [];
  private readonly label: Text;
  count = 0;

  constructor(private texture: Texture, private shadow: Texture) {
    this.label = new Text({ text: '', style: { fontFamily: 'Inter, sans-serif', fontWeight: '700', fontSize: 13, fill: 0xfbf3dc, stroke: { color: 0x1a120a, width: 3 } } });
    this.label.anchor.set(0.5);
    const shade = new Sprite(shadow);
    shade.anchor.set(0.5);
    shade.alpha = 0.4;
    this.root.addChild(shade);
    for (let i = 0; i < MAX_LAYERS; i++) {
      const s = new Sprite(texture);
      s.anchor.set(0.5);
      s.visible = false;
      this.layers.push(s);
      this.root.addChild(s);
    }
    this.root.addChild(this.label);
  }

  layout(x: number, y: number, rot: number, width: number, texture: Texture): void {
    this.texture = texture;
    this.root.position.set(x, y);
    this.root.rotation = rot;
    const h = width * CARD_RATIO;
    const shade = this.root.children[0];
    if (shade instanceof Sprite) {
      shade.width = width * 1.05;
      shade.height = h * 1.04;
      shade.position.set(width * 0.05, width * 0.07);
    }
    this.layers.forEach((s, i) => {
      s.texture = texture;
      s.width = width;
      s.height = h;
      s.position.set(-i * 1.2, -i * 1.4);
    });
    this.label.position.set(0, h / 2 - Math.max(10, width * 0.16));
    this.label.style.fontSize = Math.max(11, Math.round(width * 0.17));
    this.setCount(this.count, true);
  }

  /** New textures (language or pixel ratio changed). */
  retexture(texture: Texture): void {
    this.texture = texture;
    for (const s of this.layers) s.texture = texture;
  }

  /** The top card's position, where dealt cards start. */
  top(): { x: number; y: number } {
    const n = this.visibleLayers();
    return { x: this.root.x - (n - 1) * 1.2, y: this.root.y - (n - 1) * 1.4 };
  }

  setCount(count: number, force = false): void {
    if (count === this.count && !force) return;
    this.count = count;
    const n = this.visibleLayers();
    this.layers.forEach((s, i) => (s.visible = i < n));
    const shade = this.root.children[0];
    if (shade) shade.visible = n > 0;
    this.label.text = String(count);
  }

  private visibleLayers(): number {
    return this.count <= 0 ? 0 : Math.min(MAX_LAYERS, Math.ceil(this.count / 8));
  }
}
