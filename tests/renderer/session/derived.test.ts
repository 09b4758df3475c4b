/** A derived value is made once per store snapshot and made again only when the snapshot changes. */
import { describe, expect, it } from 'vitest';
import { derived } from '../../../src/renderer/session/derived';

describe('derived', () => {
  it('returns the same object until the store snapshot changes, then derives again', () => {
    let snap = { n: 1 };
    let calls = 0;
    const get = derived({ get: () => snap }, (s) => { calls += 1; return { double: s.n * 2 }; });
    const first = get();
    expect(get()).toBe(first);
    expect(calls).toBe(1);
    snap = { n: 3 };
    expect(get()).toEqual({ double: 6 });
    expect(get()).not.toBe(first);
    expect(calls).toBe(2);
  });
});
