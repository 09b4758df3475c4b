/**
 * The swamp: hexes by level around the Warren. Face-down tiles show their back and level; a tile
 * flips as a goblin enters; goblins (seat colours) and the creature slide from where they were.
 * Spaces a legal move points at glow; clicking one narrows the answers to that space.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { COORDS, LEVEL_OF, LURK, SECRET_PATHS, WARREN } from '../../../../engine/games/miremarsh/catalog/board';
import type { MiremarshEvent } from '../../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../../engine/games/miremarsh/view';
import { seatTone } from '../../shared/seatTone';
import { monsterName, shownTile, SPACES, tileName } from './names';

export const HEX = 44;
/** A goblin token sits in its hex's lower point, below the tile's name (names keep to the middle band, miremarsh.css). */
const GOBLIN_DROP = 18;
const W = Math.sqrt(3) * HEX;
export const MAP_W = Math.round(7 * W + 8);
export const MAP_H = 14 * HEX + 8;

/** The creature stands in its hex's upper point, above the tile's name (lurking, beside its label). */
function creatureSpot(c: { x: number; y: number }, lurking: boolean): { left: number; top: number } {
  return lurking ? { left: c.x + 4, top: c.y - 30 } : { left: c.x - 13, top: c.y - HEX - 8 };
}

/** Pixel centre of a space (the lurking spot sits off the board, bottom right). */
export function centre(space: string): { x: number; y: number } {
  const c = COORDS[space];
  if (!c) return { x: MAP_W - W / 2 - 4, y: MAP_H - HEX - 4 };
  return { x: MAP_W / 2 + W * (c.q + c.r / 2), y: MAP_H / 2 + HEX * 1.5 * c.r };
}

/** Where each piece arrived from with the last move, as pixel offsets for the slide-in. */
function arrivals(events: readonly MiremarshEvent[]): { goblins: Map<number, { dx: number; dy: number }>; creature: { dx: number; dy: number } | null; flipped: Set<string> } {
  const goblins = new Map<number, { dx: number; dy: number }>();
  let creature: { dx: number; dy: number } | null = null;
  let creatureFrom: string | null = null;
  const flipped = new Set<string>();
  for (const e of events) {
    if (e.type === 'moved') {
      const a = centre(e.from);
      const b = centre(e.to);
      const prev = goblins.get(e.seat);
      goblins.set(e.seat, { dx: a.x - b.x + (prev?.dx ?? 0), dy: a.y - b.y + (prev?.dy ?? 0) });
    }
    if (e.type === 'tileFlipped') flipped.add(e.space);
    if (e.type === 'creaturePlaced') creatureFrom = LURK;
    if ((e.type === 'creaturePlaced' || e.type === 'creatureMoved') && creatureFrom !== null) {
      const a = centre(creatureFrom);
      const b = centre(e.to);
      creature = { dx: a.x - b.x, dy: a.y - b.y };
    }
    if (e.type === 'creaturePlaced' || e.type === 'creatureMoved') creatureFrom = e.to;
  }
  return { goblins, creature, flipped };
}

interface SwampMapProps {
  view: MiremarshView;
  events: readonly MiremarshEvent[];
  /** Where the creature stood before the last move (for its slide). */
  creatureWas: string | null;
  targets: ReadonlySet<string>;
  focus: string | null;
  seq: number;
  onFocus(space: string | null): void;
}

export function SwampMap({ view, events, creatureWas, targets, focus, seq, onFocus }: SwampMapProps) {
  const { t } = useTranslation();
  const moved = arrivals(events);
  const creatureSlide = moved.creature ?? (creatureWas !== null && creatureWas !== view.creature ? (() => {
    const a = centre(creatureWas);
    const b = centre(view.creature);
    return { dx: a.x - b.x, dy: a.y - b.y };
  })() : null);
  const peeked = new Map<string, string>();
  for (const p of view.you === null ? [] : view.peeks[view.you] ?? []) if (p.kind === 'tile') peeked.set(p.space, p.tile);
  const cre = centre(view.creature);
  return (
    <div className="mm-map" data-testid="mm-map" style={{ width: MAP_W, height: MAP_H }}>
      <svg className="paths" width={MAP_W} height={MAP_H} aria-hidden="true">
        {SECRET_PATHS.map((p) => {
          const a = centre(p.ends[0]);
          const b = centre(p.ends[1]);
          return <line key={p.id} x1={a.x} y1={a.y} x2={b.x} y2={b.y} />;
        })}
      </svg>
      {SPACES.map((id) => {
        const { x, y } = centre(id);
        const space = view.board[id];
        const tile = shownTile(view, id);
        const level = LEVEL_OF[id] ?? 0;
        const down = id !== WARREN && tile === null;
        const cls = `mm-hex lv-${level}${down ? ' down' : ` kind-${tile?.body.kind ?? 'warren'}`}${targets.has(id) ? ' target' : ''}${focus === id ? ' focus' : ''}${moved.flipped.has(id) ? ' flip' : ''}`;
        const label = id === WARREN ? t('miremarsh.warren') : tile ? tile.name : t('miremarsh.levelSpace', { n: level });
        return (
          <button key={id} type="button" className={cls} data-testid={`mm-space-${id}`} data-down={down ? 'yes' : 'no'} title={label}
            style={{ left: x - W / 2, top: y - HEX, width: W, height: HEX * 2 }}
            onClick={() => onFocus(targets.has(id) && focus !== id ? id : null)}>
            <span className="face">
              {down ? <b className="lv">{level}</b> : <span className="name">{label}</span>}
              {down && peeked.has(id) && <span className="peek" data-testid={`mm-peek-${id}`} title={t('miremarsh.peeked')}>◉ {tileName(peeked.get(id) ?? '')}</span>}
              {space?.monster && <span className="monster" title={monsterName(space.monster)}>{monsterName(space.monster)}</span>}
              {space && (space.drops.gold > 0 || space.drops.bones > 0 || space.drops.items.length > 0) && <span className="drops">{space.drops.gold > 0 ? `●${space.drops.gold}` : ''}{space.drops.bones > 0 ? ` ✕${space.drops.bones}` : ''}{space.drops.items.length > 0 ? ` ◆${space.drops.items.length}` : ''}</span>}
            </span>
          </button>
        );
      })}
      {view.seats.map((s, i) => {
        if (s.out || s.goblin === null) return null;
        const { x, y } = centre(s.space);
        const mates = view.seats.filter((o) => !o.out && o.space === s.space && o.goblin !== null).length;
        const k = view.seats.filter((o, j) => j < i && !o.out && o.space === s.space && o.goblin !== null).length;
        const slide = moved.goblins.get(i);
        return (
          <span key={`${i}-${slide ? seq : 'still'}`} className={`mm-goblin${slide ? ' arrive' : ''}${view.turn.seat === i ? ' turn' : ''}`} data-testid={`mm-goblin-${i}`} data-space={s.space}
            title={s.name} style={{ left: x - 9 + (k - (mates - 1) / 2) * 15, top: y + GOBLIN_DROP, background: seatTone(i), '--dx': `${slide?.dx ?? 0}px`, '--dy': `${slide?.dy ?? 0}px` } as CSSProperties}>
            {i + 1}
          </span>
        );
      })}
      <span key={`cr-${creatureSlide ? seq : 'still'}`} className={`mm-creature${creatureSlide ? ' arrive' : ''}${view.creature === LURK ? ' lurking' : ''}`} data-testid="mm-creature" data-space={view.creature}
        title={view.options.creature === 'chief' ? t('miremarsh.chief') : t('miremarsh.grabby')}
        style={{ ...creatureSpot(cre, view.creature === LURK), '--dx': `${creatureSlide?.dx ?? 0}px`, '--dy': `${creatureSlide?.dy ?? 0}px` } as CSSProperties}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="M12 2c5 0 8 4 8 9 0 3-1 5-3 6l2 5-3-2-1 3-2-3-1 3-2-3-1 3-1-3-3 2 2-5c-2-1-3-3-3-6 0-5 3-9 8-9z" /><circle cx="9" cy="10" r="1.6" className="eye" /><circle cx="15" cy="10" r="1.6" className="eye" /></svg>
      </span>
      {view.creature === LURK && <span className="lurk-label" style={{ left: cre.x - 40, top: cre.y + 4 }}>{t('miremarsh.lurk')}</span>}
    </div>
  );
}
