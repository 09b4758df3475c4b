import { describe, expect, it } from 'vitest';
import { findJsonFault, lineAndColumn } from '../../../src/shared/save/jsonSyntax';

describe('JSON fault finder', () => {
  it('accepts valid JSON', () => {
    for (const text of ['{}', '[]', ' {"a": [1, -2.5e3, true, false, null, "x\\u00e9\\n"]} ', '0']) {
      expect(findJsonFault(text), text).toBeNull();
    }
  });

  it('calls a cut-off text an early end', () => {
    for (const text of ['{', '{"a', '{"a":', '{"a": [1, 2', '{"a": "x\\', '{"a": tr', '{"a": 1.', '{"a": -']) {
      expect(findJsonFault(text), text).toEqual({ kind: 'end' });
    }
  });

  it('points at damage in the middle', () => {
    expect(findJsonFault('{"a": 1,, "b": 2}')).toEqual({ kind: 'unexpected', offset: 8 });
    expect(findJsonFault('{"a": "line\nbreak"}')).toEqual({ kind: 'unexpected', offset: 11 });
    expect(findJsonFault('{"a": 1} x')).toEqual({ kind: 'unexpected', offset: 9 });
    expect(findJsonFault('{"a": 01}')).toEqual({ kind: 'unexpected', offset: 7 });
    expect(findJsonFault('['.repeat(5000))).toEqual({ kind: 'unexpected', offset: 1001 });
  });

  it('turns offsets into lines and columns', () => {
    expect(lineAndColumn('ab\ncd\nef', 7)).toEqual({ line: 3, column: 2 });
    expect(lineAndColumn('abc', 0)).toEqual({ line: 1, column: 1 });
  });
});
