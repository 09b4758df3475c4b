/** The enlarged card with its rules in plain words, shown while a card (or a chip) is hovered. */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardDef, PlayerView } from '../../../../engine/games/mirianth';
import { useShownSession } from '../game/useSession';
import { cardName, cardRules, seatName } from '../i18n/text';
import { cardFacts } from './cardFacts';
import { drawCardFace } from '../table/cards/drawCardFace';
import { faceInfo } from '../table/scene/CardLayer';
import { hoverStore } from '../table/hoverStore';
import { CARD_RATIO } from '../table/layout/zones';

const W = 140;

function Face({ def, view }: { def: CardDef; view: PlayerView }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    const dpr = window.devicePixelRatio || 1;
    canvas.width = W * dpr;
    canvas.height = W * CARD_RATIO * dpr;
    ctx.scale(dpr, dpr);
    drawCardFace(ctx, faceInfo(t as never, def, view.players.map((p) => p.name)), W, W * CARD_RATIO);
  }, [def, t, view.players]);
  return <canvas ref={ref} style={{ width: W, height: W * CARD_RATIO }} />;
}

/**
 * Beside the hovered card, never over the sidebar (its Confirm button stays visible and clickable):
 * to the right when there is room before the sidebar, otherwise to the left of the card, or of the
 * sidebar for a chip inside it.
 */
export function inspectorLeft(hovered: { x: number; w: number }, width: number, sidebarLeft = sidebarEdge()): number {
  const limit = Math.min(window.innerWidth, sidebarLeft);
  const right = hovered.x + hovered.w + 12;
  if (right + width <= limit) return right;
  const anchor = Math.min(hovered.x, limit);
  return Math.max(6, anchor - width - 12);
}

function sidebarEdge(): number {
  const bar = document.querySelector('.sidebar');
  return bar ? bar.getBoundingClientRect().left : window.innerWidth;
}

export function CardInspector() {
  const { t } = useTranslation();
  const hovered = useSyncExternalStore(hoverStore.subscribe, hoverStore.get);
  const view = useShownSession((s) => s.view);
  const def = hovered && view ? view.cards[hovered.id] : undefined;
  if (!hovered || !view || !def) return null;
  // Over the table the card itself is already enlarged: only its rules are shown beside it.
  const withFace = hovered.source === 'chip';
  const width = withFace ? 330 : 240;
  const height = withFace ? W * CARD_RATIO + 20 : 160;
  const left = inspectorLeft(hovered, width);
  const top = Math.min(Math.max(52, hovered.y), window.innerHeight - height - 6);
  const owner = view.players.find((p) => p.attachments.some((a) => a.paladin === def.id));
  const attached = owner?.attachments.find((a) => a.paladin === def.id);
  return (
    <div className="inspector" data-testid="card-inspector" style={{ left, top, width }}>
      {withFace && <Face def={def} view={view} />}
      <div>
        <h3>{cardName(t, def)}</h3>
        <div className="type">{t(`type.${def.type}`)}{def.kind === 'kingdom' ? ` · ${seatName(view, view.players.findIndex((p) => p.kingdom === def.id) as never)}` : ''}</div>
        <p>{cardRules(t, def)}</p>
        <div className="facts">{cardFacts(t, def).join(' · ')}</div>
        {attached && <div className="facts">{t('inspector.attachedTo', { card: cardName(t, view.cards[attached.monster]) })}</div>}
      </div>
    </div>
  );
}
