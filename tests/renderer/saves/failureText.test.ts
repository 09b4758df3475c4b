import { describe, expect, it } from 'vitest';
import { SAVE_ERROR_CODES } from '../../../src/shared/save/errors';
import { failureText } from '../../../src/renderer/saves/failureText';
import en from '../../../src/renderer/i18n/en.json';
import ptBR from '../../../src/renderer/i18n/pt-BR.json';

function lookup(tree: object): (key: string, options?: Record<string, unknown>) => string {
  return (key, options) => {
    let node: unknown = tree;
    for (const part of key.split('.')) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return typeof node === 'string' ? node : String(options?.['defaultValue'] ?? key);
  };
}

describe('save failures in the player\'s language', () => {
  const truncated = { ok: false as const, reason: 'truncated' as const, message: 'The save stops early: it was cut off while being written or copied.' };

  it('keeps the library\'s precise English line for English readers', () => {
    expect(failureText(lookup(en), 'en', truncated)).toBe(truncated.message);
  });

  it('says the cause from its code in Portuguese, for every code a save can fail with', () => {
    const t = lookup(ptBR);
    expect(failureText(t, 'pt-BR', truncated)).toBe('O arquivo termina no meio: foi cortado enquanto era gravado ou copiado.');
    const codes = [...SAVE_ERROR_CODES, 'notFound', 'badRequest', 'protected', 'storageFailed', 'nothingToContinue'] as const;
    for (const reason of codes) {
      const text = failureText(t, 'pt-BR', { ok: false, reason, message: 'english line' } as Parameters<typeof failureText>[2]);
      expect(text, reason).not.toBe('english line');
    }
  });

  it('says nothing when the player only closed a file dialog', () => {
    expect(failureText(lookup(ptBR), 'pt-BR', { ok: false, reason: 'canceled', message: 'closed' })).toBeNull();
  });
});
