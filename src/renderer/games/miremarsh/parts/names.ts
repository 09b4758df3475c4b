/** Names of the swamp's content as printed (proper names stay in English in both languages). */
import { COORDS, FIXED_HEXES, LEVEL_OF, SECRET_PATHS, WARREN } from '../../../../engine/games/miremarsh/catalog/board';
import { KK_BY_ID, PET_BY_ID, SPELL_BY_ID } from '../../../../engine/games/miremarsh/catalog/cards';
import { GOBLINS } from '../../../../engine/games/miremarsh/catalog/goblins';
import { monsterDef } from '../../../../engine/games/miremarsh/catalog/monsters';
import { tileDef } from '../../../../engine/games/miremarsh/catalog/tiles';
import type { TileDef } from '../../../../engine/games/miremarsh/catalog/types';
import type { MiremarshView } from '../../../../engine/games/miremarsh/view';

const FIXED: Readonly<Record<string, string>> = FIXED_HEXES;

export function safeTile(id: string | null): TileDef | null {
  if (id === null || id === '?') return null;
  try {
    return tileDef(id);
  } catch {
    return null;
  }
}

export function tileName(id: string): string {
  return safeTile(id)?.name ?? id;
}

export function monsterName(id: string | null): string {
  if (id === null || id === '?') return '?';
  try {
    return monsterDef(id).name;
  } catch {
    return id;
  }
}

export const goblinName = (id: string | null): string => (id === null ? '—' : GOBLINS.find((g) => g.id === id)?.name ?? id);

export const cardName = (id: string): string => PET_BY_ID.get(id)?.name ?? SPELL_BY_ID.get(id)?.name ?? KK_BY_ID.get(id)?.name ?? id;

export const pathName = (id: string): string => SECRET_PATHS.find((p) => p.id === id)?.name ?? id;

/** The tile a space shows (printed hexes included), or null while it lies face down. */
export function shownTile(view: MiremarshView, space: string): TileDef | null {
  const fixed = FIXED[space];
  if (fixed !== undefined) return safeTile(fixed);
  const s = view.board[space];
  return s && s.faceUp ? safeTile(s.tile) : null;
}

/** A space as words: the Warren, a shown tile's name, or "level n" while face down. */
export function spaceLabel(view: MiremarshView, space: string, level: (n: number) => string, warren: string): string {
  if (space === WARREN) return warren;
  const tile = shownTile(view, space);
  return tile ? tile.name : level(LEVEL_OF[space] ?? 0);
}

export const SPACES = Object.keys(COORDS);
