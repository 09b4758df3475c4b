/** Transient table effects: floating labels (the battle tally, verdicts) and loose card backs. */
import { Container, Sprite, Text } from 'pixi.js';
import type { BackKind } from '../cards/drawCardBack';
import type { CardStage } from '../scene/cardStage';
import { sizeCardSprite } from '../cards/textures';

export function label(stage: CardStage, text: string, x: number, y: number, size: number, color = 0xfbf3dc): Text {
  const t = new Text({
    text,
    style: {
      fontFamily: 'Cinzel, Georgia, serif', fontWeight: '700', fontSize: Math.round(size), fill: color,
      stroke: { color: 0x160e06, width: Math.max(3, Math.round(size / 6)) },
      dropShadow: { color: 0x000000, alpha: 0.5, blur: 4, distance: 2, angle: Math.PI / 2 },
    },
  });
  t.anchor.set(0.5);
  t.position.set(x, y);
  stage.effects.addChild(t);
  return t;
}

/** A loose face-down card (deck shuffles): not a game card, just part of the picture. */
export function looseBack(stage: CardStage, kind: BackKind, x: number, y: number, w: number): Container {
  const c = new Container();
  const s = new Sprite(stage.textures.back(kind, w));
  s.anchor.set(0.5);
  sizeCardSprite(s, w);
  c.addChild(s);
  c.position.set(x, y);
  stage.effects.addChild(c);
  return c;
}

export function removeAll(items: Container[]): void {
  for (const c of items) c.destroy({ children: true });
}
