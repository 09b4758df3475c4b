/** Coins: Treasury fallbacks, upgrades, the 0-coin exchange and the Trade coin (rulings §6, §10 #3 #4 #5 #13). */
import { describe, expect, it } from 'vitest';
import { TREASURY } from '../../../../src/engine/games/nains/catalog';
import { exchangeCoins, exchangeDiscards } from '../../../../src/engine/games/nains/rules/exchange';
import { treasuryPick } from '../../../../src/engine/games/nains/rules/treasury';
import { upgradeChoices, upgradeCoin } from '../../../../src/engine/games/nains/rules/upgrade';
import { atTavern, decisionOf, play, S } from './support';

const only = (values: Record<number, number>): number[] => TREASURY.map((_, v) => values[v] ?? 0);

describe('Treasury take with the book fallbacks', () => {
  it('takes the exact value when available', () => {
    expect(treasuryPick(TREASURY, 7, 5)).toBe(7);
  });
  it('§10 #3: a 0 bid with pouch {6, 9} and no 15 takes the lowest of 16..22, else the highest below 15 except 9', () => {
    const no15 = TREASURY.map((n, v) => (v === 15 ? 0 : n));
    expect(treasuryPick(no15, 15, 9)).toBe(16);
    const none16up = no15.map((n, v) => (v >= 16 ? 0 : n));
    expect(treasuryPick(none16up, 15, 9)).toBe(14);
    expect(treasuryPick(only({ 9: 1, 8: 1 }), 15, 9)).toBe(8);
  });
  it('§10 #5: upgrading a 22 with every higher coin gone takes the highest below other than 22 (a loss)', () => {
    expect(treasuryPick(only({ 22: 1, 21: 1, 4: 1 }), 23, 22)).toBe(21);
  });
  it('never takes the value just discarded, and nothing when no coin can be taken', () => {
    expect(treasuryPick(only({ 5: 1 }), 5, 5)).toBeNull();
    expect(treasuryPick(only({}), 8, 4)).toBeNull();
  });
});

describe('Retaliation upgrade of the bid coin', () => {
  it('upgrades the coin used by +1: a bronze 3 becomes gold 4, the bronze goes to the box', () => {
    const s = atTavern({ lords: 2, placed: [{ taverns: ['b3', 'b2', 'b4'], pouch: ['b0', 'b6'] }, { taverns: ['b2', 'b3', 'b4'], pouch: ['b0', 'b6'] }], taverns: [['E1R1', 'E1W1', 'E1T1'], [], []] });
    expect(decisionOf(s)).toBe('pick:0');
    const after = play(s, { type: 'pick', seat: S(0), card: 'E1R1' });
    expect(after.placed?.[0]?.taverns[0]).toBe('g4');
    expect(after.boxedBronze).toBe(1);
    expect(after.treasury[4]).toBe((TREASURY[4] ?? 0) - 1);
  });
  it('a gold coin upgraded goes back to its Treasury slot', () => {
    const s = atTavern({ lords: 2, placed: [{ taverns: ['g9', 'b2', 'b4'], pouch: ['b0', 'b6'] }, { taverns: ['b2', 'b3', 'b4'], pouch: ['b0', 'b6'] }], taverns: [['E1R1', 'E1W1', 'E1T1'], [], []], treasury: TREASURY.map((n, v) => (v === 9 ? n - 1 : n)) });
    const after = play(s, { type: 'pick', seat: S(0), card: 'E1R1' });
    expect(after.placed?.[0]?.taverns[0]).toBe('g10');
    expect(after.treasury[9]).toBe(TREASURY[9]);
    expect(after.boxedBronze).toBe(0);
  });
});

describe('the 0-coin exchange', () => {
  it('sums the pouch, discards the higher coin and takes the sum, after taking the card', () => {
    const s = atTavern({ lords: 2, placed: [{ taverns: ['b0', 'b2', 'b4'], pouch: ['b3', 'b6'] }, { taverns: ['b2', 'b3', 'b4'], pouch: ['b0', 'b6'] }], taverns: [['E1W1', 'E1W2', 'E1T1'], ['E1F1', 'E1F2', 'E1F3'], []] });
    expect(decisionOf(s)).toBe('pick:1');
    const after = play(s, { type: 'pick', seat: S(1), card: 'E1W1' }, { type: 'pick', seat: S(0), card: 'E1W2' });
    expect(after.placed?.[0]?.pouch.slice().sort()).toEqual(['b3', 'g9']);
    const ev = after.events.find((e) => e.type === 'coinsExchanged');
    expect(ev).toMatchObject({ seat: 0, discarded: 'b6', took: 'g9' });
  });
  it('§10 #4: a 0 bid takes a Retaliation card with pouch {2, 4}: 2 → gold 4; exchange 8 with the Lord choosing which 4 goes', () => {
    const s = atTavern({ lords: 2, placed: [{ taverns: ['b0', 'b3', 'b6'], pouch: ['b2', 'b4'] }, { taverns: ['b2', 'b3', 'b4'], pouch: ['b0', 'b6'] }], taverns: [['E1R2', 'E1W2', 'E1T1'], ['E1F1', 'E1F2', 'E1F3'], []] });
    let cur = play(s, { type: 'pick', seat: S(1), card: 'E1W2' }, { type: 'pick', seat: S(0), card: 'E1R2' });
    // The only pouch coin that can be upgraded is the 2 (the 4 too): the Lord picks.
    expect(decisionOf(cur)).toBe('upgrade:0');
    cur = play(cur, { type: 'upgrade', seat: S(0), where: 'pouch', coin: 'b2' });
    expect(cur.placed?.[0]?.pouch).toEqual(['g4', 'b4']);
    expect(decisionOf(cur)).toBe('exchange:0');
    expect(exchangeDiscards(cur.placed?.[0]?.pouch ?? [])).toEqual(['g4', 'b4']);
    cur = play(cur, { type: 'exchange', seat: S(0), discard: 'b4' });
    expect(cur.placed?.[0]?.pouch).toEqual(['g4', 'g8']);
  });
  it('keeps the coins when the Treasury has nothing to give', () => {
    const s = atTavern({ lords: 2, placed: [{ taverns: ['b0', 'b3', 'b6'], pouch: ['b2', 'b4'] }, { taverns: ['b2', 'b3', 'b4'], pouch: ['b0', 'b6'] }], taverns: [['E1W1', 'E1W2', 'E1T1'], [], []] });
    const empty = { ...s, treasury: TREASURY.map((_, v) => (v === 4 ? 1 : 0)) };
    const after = exchangeCoins(empty, S(0), 'b4');
    expect(after.placed?.[0]?.pouch).toEqual(['b2', 'b4']);
  });
});

describe('upgrading "one of your coins"', () => {
  it('may pick the pouch or a revealed bid, never a face-down bid, the 0 or the Trade coin', () => {
    const placed = [{ taverns: ['b3', 'trade', 'b6'], pouch: ['b0', 'b4'] }];
    expect(upgradeChoices({ placed, revealed: 2 }, S(0), 'any')).toEqual([{ where: 'pouch', coin: 'b4' }, { where: 'tavern1', coin: 'b3' }]);
    expect(upgradeChoices({ placed, revealed: 2 }, S(0), 'pouch')).toEqual([{ where: 'pouch', coin: 'b4' }]);
  });
  it('§10 #13: with no legal coin the effect does nothing (no decision asked)', () => {
    const placed = [{ taverns: ['b3', 'b4', 'b6'], pouch: ['b0', 'trade'] }];
    expect(upgradeChoices({ placed, revealed: 0 }, S(0), 'any')).toEqual([]);
  });
  it('the 0 coin is never upgraded', () => {
    const s = atTavern({ lords: 2, placed: [{ taverns: ['b3', 'b2', 'b4'], pouch: ['b0', 'b6'] }, { taverns: ['b2', 'b3', 'b4'], pouch: ['b0', 'b6'] }], taverns: [['E1R1', 'E1W1', 'E1T1'], [], []] });
    expect(upgradeCoin(s, S(0), 'pouch', 'b0', 3)).toBe(s);
  });
});

describe('the Trade coin and Fighter upgrades', () => {
  it('the Trade coin bids as 3 and triggers the exchange like the 0 (with a pouch upgrade on a Retaliation card)', () => {
    const s = atTavern({
      lords: 2, gems: [4, 5],
      placed: [{ taverns: ['trade', 'b2', 'b6'], pouch: ['b3', 'b4'] }, { taverns: ['b3', 'b0', 'b2'], pouch: ['b4', 'b6'] }],
      taverns: [['E1R4', 'E1W1', 'E1T1'], ['E1F1', 'E1F2', 'E1F3'], []],
    });
    // Equal bids of 3: the higher gem (seat 1) plays first.
    expect(decisionOf(s)).toBe('pick:1');
    let cur = play(s, { type: 'pick', seat: S(1), card: 'E1W1' }, { type: 'pick', seat: S(0), card: 'E1R4' });
    expect(decisionOf(cur)).toBe('upgrade:0');
    cur = play(cur, { type: 'upgrade', seat: S(0), where: 'pouch', coin: 'b4' });
    expect(cur.events.find((e) => e.type === 'coinsExchanged')).toMatchObject({ seat: 0, pouch: ['b3', 'g5'], discarded: 'g5', took: 'g8' });
    expect(cur.placed?.[0]?.taverns[0]).toBe('trade');
  });
  it('Hadra (+3) and Brakka (+2) ask which coin when several can be upgraded', () => {
    const s = atTavern({
      lords: 2,
      placed: [{ taverns: ['b6', 'b2', 'b4'], pouch: ['b0', 'b3'] }, { taverns: ['b2', 'b3', 'b4'], pouch: ['b0', 'b6'] }],
      taverns: [['E1F7', 'E1W1', 'E1T1'], ['E1F1', 'E1F2', 'E1F3'], []],
      edit: (x) => ({ ...x, players: x.players.map((p, i) => (i === 0 ? { ...p, pending: 0, army: { retaliation: [{ id: 'E1R2', pariah: false }], wanderers: [{ id: 'E1W2', pariah: false }], temple: [{ id: 'E1T2', pariah: false }], shield: [{ id: 'E1S1', pariah: false }], forge: [] } } : p)) }),
    });
    let cur = play(s, { type: 'pick', seat: S(0), card: 'E1F7' }, { type: 'recruit', seat: S(0), card: 'W4', column: null });
    expect(cur.decision).toEqual({ kind: 'upgrade', seat: 0, bonus: 3, from: 'any' });
    cur = play(cur, { type: 'upgrade', seat: S(0), where: 'tavern1', coin: 'b6' });
    expect(cur.placed?.[0]?.taverns[0]).toBe('g9');
  });
});
