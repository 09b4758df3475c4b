/** A stable fingerprint of any JSON-safe value: keys sorted (`canonicalKey`), then two FNV-1a lanes (64 bits). */
import { canonicalKey } from './canonical';

export function hashText(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
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
