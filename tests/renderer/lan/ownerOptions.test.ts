/**
 * The LAN lobby's seat buttons come from the table's game module (issue 26 item 4): Nains' fifth
 * Lord can be seated, Miremarsh can be played solo, Mirianth keeps 2 to 4.
 */
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { LanClient } from '../../../src/shared/lan/client';
import type { TableView } from '../../../src/shared/lan/tableView';
import { resources } from '../../../src/renderer/i18n';
import { OwnerOptions } from '../../../src/renderer/lan/OwnerOptions';

function seatButtons(game: string, seats: number): string[] {
  const table = { game, phase: 'lobby', seats: Array.from({ length: seats }, () => ({})), options: { hasPassword: false } } as unknown as TableView;
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ resources, lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false }, initAsync: false });
  const html = renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(OwnerOptions, { table, owner: {} as LanClient, run: () => undefined })));
  return [...html.matchAll(/data-testid="lan-opt-seats-(\d+)"/g)].map((m) => m[1] ?? '');
}

describe('LAN lobby seat counts', () => {
  it('offer each game the seats its module allows', () => {
    expect(seatButtons('mirianth-wars', 3)).toEqual(['2', '3', '4']);
    expect(seatButtons('nains', 4)).toEqual(['2', '3', '4', '5']);
    expect(seatButtons('miremarsh', 2)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keep a game this build lacks at the count it has', () => {
    expect(seatButtons('some-future-game', 6)).toEqual(['6']);
  });
});
