/**
 * Pixi textures of card faces and backs, painted once per face and size bucket at the screen's
 * pixel ratio, so text stays crisp and a card on the table is a single sprite.
 */
import { CanvasSource, Rectangle, Texture, type Sprite } from 'pixi.js';
import type { CardDef } from '../../../../../engine/games/mirianth';
import { CARD_RATIO } from '../layout/zones';
import { drawCardBack, type BackKind } from './drawCardBack';
import { drawCardFace, type FaceInfo } from './drawCardFace';

/** Texture widths in CSS pixels; a card uses the smallest bucket at least as wide as it is drawn. */
export const WIDTH_BUCKETS = [36, 44, 52, 60, 68, 76, 86, 98, 112, 128, 150, 176, 210, 250] as const;

export function bucketFor(width: number): number {
  return WIDTH_BUCKETS.find((b) => b >= width - 0.5) ?? WIDTH_BUCKETS[WIDTH_BUCKETS.length - 1] ?? 250;
}

export function faceKey(def: CardDef, subtitle = ''): string {
  return `${def.kind}|${def.vp}|${def.attack ?? ''}|${def.plague ?? ''}|${def.mark ?? ''}|${subtitle}`;
}

type Painter = (ctx: CanvasRenderingContext2D, w: number, h: number) => void;

/**
 * Every texture carries its card's drop shadow in a margin (this fraction of the card's width on
 * each side), so a card on the table is one sprite: under software GL each extra quad counts.
 */
export const SHADOW_PAD = 0.1;

/** Sizes a sprite showing a padded card texture so that the card itself is `width` wide. */
export function sizeCardSprite(sprite: Sprite, width: number): void {
  const pad = width * SHADOW_PAD;
  sprite.width = width + 2 * pad;
  sprite.height = width * CARD_RATIO + 2 * pad;
  // Only the card, not its shadow, answers the pointer (local units are the texture's).
  const t = sprite.texture;
  const w = t.width / (1 + 2 * SHADOW_PAD);
  const h = t.height - 2 * SHADOW_PAD * w;
  sprite.hitArea = new Rectangle(-w / 2, -h / 2, w, h);
}

/** Blurred shadows, one per card size and pixel ratio: blurring is the slow part of painting a face. */
const shadows = new Map<string, HTMLCanvasElement>();

function shadowFor(w: number, h: number, resolution: number): HTMLCanvasElement {
  const key = `${w}x${h}@${resolution}`;
  const known = shadows.get(key);
  if (known) return known;
  const p = w * SHADOW_PAD;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil((w + 2 * p) * resolution);
  canvas.height = Math.ceil((h + 2 * p) * resolution);
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (ctx) {
    ctx.scale(resolution, resolution);
    ctx.filter = `blur(${(w * 0.035).toFixed(1)}px)`;
    ctx.fillStyle = 'rgba(0, 0, 0, 0.42)';
    ctx.beginPath();
    ctx.roundRect(p + w * 0.035, p + w * 0.055, w, h, w * 0.07);
    ctx.fill();
  }
  shadows.set(key, canvas);
  return canvas;
}

function shadowed(paint: Painter, layers = 1): Painter {
  return (ctx, w, h) => {
    const p = w * SHADOW_PAD;
    const resolution = ctx.getTransform().a;
    const shadow = shadowFor(w, h, resolution);
    ctx.drawImage(shadow, 0, 0, shadow.width / resolution, shadow.height / resolution);
    // A pile: the lower cards peek out up and to the left.
    for (let i = layers - 1; i >= 0; i--) {
      ctx.save();
      ctx.translate(p - i * 1.2, p - i * 1.4);
      paint(ctx, w, h);
      ctx.restore();
    }
  };
}

export class CardTextures {
  private readonly cache = new Map<string, Texture>();

  constructor(public resolution: number, private describe: (def: CardDef) => FaceInfo, private blankLabel: string) {}

  face(def: CardDef, width: number): Texture {
    const info = this.describe(def);
    const w = bucketFor(width);
    return this.get(`f:${faceKey(def, info.subtitle)}:${info.name}:${w}`, w, shadowed((ctx, cw, ch) => drawCardFace(ctx, info, cw, ch)));
  }

  /** A face-down card; with `layers` > 1, a squared-up pile of that many. */
  back(kind: BackKind, width: number, layers = 1): Texture {
    const w = bucketFor(width);
    return this.get(`b:${kind}:${w}:${layers}`, w, shadowed((ctx, cw, ch) => drawCardBack(ctx, kind, cw, ch, this.blankLabel), layers));
  }

  /** Language or pixel ratio changed: paint again on next use. Old textures are released. */
  reset(resolution: number, describe: (def: CardDef) => FaceInfo, blankLabel: string): Texture[] {
    this.resolution = resolution;
    this.describe = describe;
    this.blankLabel = blankLabel;
    const old = [...this.cache.values()];
    this.cache.clear();
    return old;
  }

  destroy(): void {
    for (const t of this.cache.values()) t.destroy(true);
    this.cache.clear();
  }

  private get(key: string, w: number, paint: Painter): Texture {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const h = Math.round(w * CARD_RATIO);
    const pad = w * SHADOW_PAD;
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil((w + 2 * pad) * this.resolution);
    canvas.height = Math.ceil((h + 2 * pad) * this.resolution);
    // A CPU-backed canvas: uploading it to WebGL then needs no read-back from the GPU.
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('No 2D canvas context for card faces');
    ctx.scale(this.resolution, this.resolution);
    paint(ctx, w, h);
    const texture = new Texture({ source: new CanvasSource({ resource: canvas, resolution: this.resolution, scaleMode: 'linear' }) });
    this.cache.set(key, texture);
    return texture;
  }
}
