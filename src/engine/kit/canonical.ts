/** Canonical JSON (keys sorted, undefined dropped): one text per value, whatever its key order. */
export function canonicalKey(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalKey).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalKey(v)}`).join(',')}}`;
}

/** `canonicalKey(a) === canonicalKey(b)`, without building either text (legality checks compare many moves). */
export function sameCanonical(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const aObject = a !== null && typeof a === 'object';
  const bObject = b !== null && typeof b === 'object';
  if (!aObject || !bObject) return !aObject && !bObject && canonicalKey(a) === canonicalKey(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((x, i) => sameCanonical(x, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let defined = 0;
  for (const key in left) {
    if (!Object.hasOwn(left, key) || left[key] === undefined) continue;
    defined++;
    if (!Object.hasOwn(right, key) || !sameCanonical(left[key], right[key])) return false;
  }
  let other = 0;
  for (const key in right) if (Object.hasOwn(right, key) && right[key] !== undefined) other++;
  return defined === other;
}
