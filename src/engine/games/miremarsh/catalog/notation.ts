/**
 * A compact notation for the catalog, so the content tables read like the rulings' tables:
 * `2S+1F` icons, `3=` all of one kind, `1g+1b` tokens, `A/B` an 'or' challenge, `»` between
 * challenges of a chain. Parsed once at load; a typo throws at import time (and in tests).
 */
import type { Challenge, Cost, ItemType, Reward, TokenCost } from './types';

const ITEMS: readonly ItemType[] = ['rope', 'dagger', 'map', 'amulet'];
const isItem = (s: string): s is ItemType => (ITEMS as readonly string[]).includes(s);

export function tokenCost(text: string): TokenCost {
  const cost: TokenCost = { kind: 'tokens', gold: 0, bones: 0, fish: 0, item: null };
  for (const part of text.split('+')) {
    const m = /^(\d+)(g|b|fish)$/.exec(part.trim());
    if (part.trim() === '1 item') cost.item = 'any';
    else if (isItem(part.trim())) cost.item = part.trim() as ItemType;
    else if (m) {
      const n = Number(m[1]);
      if (m[2] === 'g') cost.gold += n;
      else if (m[2] === 'b') cost.bones += n;
      else cost.fish += n;
    } else throw new Error(`Bad token cost "${text}"`);
  }
  return cost;
}

export function cost(text: string): Cost {
  const t = text.trim();
  const same = /^(\d+)=$/.exec(t);
  if (same) return { kind: 'same', n: Number(same[1]) };
  if (/[gb]$|fish|item/.test(t)) return tokenCost(t);
  const c = { kind: 'icons' as const, F: 0, S: 0, E: 0 };
  for (const part of t.split('+')) {
    const m = /^(\d+)([FSE])$/.exec(part.trim());
    if (!m) throw new Error(`Bad cost "${text}"`);
    c[m[2] as 'F' | 'S' | 'E'] += Number(m[1]);
  }
  return c;
}

/** `2F/1S+1E` → one challenge with two options. */
export function challenge(text: string): Challenge {
  return { options: text.split('/').map(cost) };
}

/** `2S » 1F` → a chain of challenges; `-` or empty → none. */
export function chain(text: string): Challenge[] {
  const t = text.trim();
  return t === '' || t === '-' ? [] : t.split('»').map(challenge);
}

export function rewards(text: string): Reward[] {
  const t = text.trim();
  if (t === '' || t === '-') return [];
  return t.split('+').map((part): Reward => {
    const p = part.trim();
    const m = /^(\d+)(g|b|fish)$/.exec(p);
    if (m) {
      const n = Number(m[1]);
      return m[2] === 'g' ? { kind: 'gold', n } : m[2] === 'b' ? { kind: 'bones', n } : { kind: 'fish', n };
    }
    if (p === 'item?') return { kind: 'item', item: 'choice' };
    if (isItem(p)) return { kind: 'item', item: p };
    if (p === 'pet' || p === 'spell' || p === 'kk') return { kind: 'draw', pile: p };
    if (p === 'win') return { kind: 'win' };
    throw new Error(`Bad reward "${text}"`);
  });
}
