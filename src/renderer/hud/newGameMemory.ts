/**
 * The new-game form's memory across reloads: the game last picked, how many seats, each seat's
 * kind and any name the player typed. Kept in localStorage beside the settings; anything unreadable is ignored.
 */
import { GAMES } from '../../engine/registry';
import { SEAT_KINDS, type SeatKind } from '../game/types';

const KEY = 'mirianth.newGame';

/** The most seats any registered game takes. */
const SEATS_MAX = Math.max(...GAMES.map((g) => g.maxPlayers));

export interface RememberedForm {
  /** The game last picked; absent in forms kept before the picker was remembered. */
  game?: string;
  count: number;
  kinds: SeatKind[];
  /** A typed name per seat, or null where the name follows the seat's kind. */
  names: (string | null)[];
}

const isKind = (v: unknown): v is SeatKind => typeof v === 'string' && (SEAT_KINDS as readonly string[]).includes(v);

/** Parses what was stored; null when there is nothing usable. */
export function parseForm(raw: string | null): RememberedForm | null {
  if (raw === null) return null;
  try {
    const r: unknown = JSON.parse(raw);
    if (!r || typeof r !== 'object') return null;
    const { game, count, kinds, names } = r as Record<string, unknown>;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > SEATS_MAX || !Array.isArray(kinds)) return null;
    const k = kinds.slice(0, SEATS_MAX).filter(isKind);
    if (k.length !== Math.min(SEATS_MAX, kinds.length) || k.length < count) return null;
    const n = Array.isArray(names) ? names.slice(0, SEATS_MAX).map((x) => (typeof x === 'string' && x.trim() !== '' ? x.slice(0, 40) : null)) : [];
    const form: RememberedForm = { count, kinds: k, names: k.map((_, i) => n[i] ?? null) };
    return typeof game === 'string' && game.length > 0 && game.length <= 60 ? { game, ...form } : form;
  } catch {
    return null;
  }
}

export function loadForm(): RememberedForm | null {
  try {
    return parseForm(localStorage.getItem(KEY));
  } catch {
    return null;
  }
}

export function saveForm(form: RememberedForm): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(form));
  } catch {
    // Private windows may refuse storage: the form then starts from its defaults next time.
  }
}
