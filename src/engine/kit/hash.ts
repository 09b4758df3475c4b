/** A stable fingerprint of any JSON-safe value: keys sorted (`canonicalKey`), then two FNV-1a lanes (64 bits). */
import { canonicalKey } from './canonical';

/** The one FNV-1a (32 bits, unsigned): seeds from text. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The standard second lane's start; Miremarsh's state hashes were recorded with `0x5bd1e995` (saves keep them). */
export const HASH_LANE_B = 0x01000193 ^ 0x5bd1e995;

/** 64 bits as hex: an FNV-1a lane and a multiplicative lane started at `laneB`. */
export function hashText(text: string, laneB: number = HASH_LANE_B): string {
  let a = 0x811c9dc5;
  let b = laneB;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

export function hashValue(value: unknown): string {
  return hashText(canonicalKey(value));
}
