/**
 * Pixi textures of card faces and backs, painted once per face and size bucket at the screen's
 * pixel ratio, so text stays crisp and a card on the table is a single sprite.
 */
import { CanvasSource, Texture } from 'pixi.js';
import type { CardDef } from '../../../engine';
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

export class CardTextures {
  private readonly cache = new Map<string, Texture>();

  constructor(public resolution: number, private describe: (def: CardDef) => FaceInfo, private blankLabel: string) {}

  face(def: CardDef, width: number): Texture {
    const info = this.describe(def);
    const w = bucketFor(width);
    return this.get(`f:${faceKey(def, info.subtitle)}:${info.name}:${w}`, w, (ctx, cw, ch) => drawCardFace(ctx, info, cw, ch));
  }

  back(kind: BackKind, width: number): Texture {
    const w = bucketFor(width);
    return this.get(`b:${kind}:${w}`, w, (ctx, cw, ch) => drawCardBack(ctx, kind, cw, ch, this.blankLabel));
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
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(w * this.resolution);
    canvas.height = Math.ceil(h * this.resolution);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D canvas context for card faces');
    ctx.scale(this.resolution, this.resolution);
    paint(ctx, w, h);
    const texture = new Texture({ source: new CanvasSource({ resource: canvas, resolution: this.resolution, scaleMode: 'linear' }) });
    this.cache.set(key, texture);
    return texture;
  }
}
