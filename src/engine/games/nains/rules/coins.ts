/** Coin tokens: `b{v}` bronze, `g{v}` gold, `trade` (bids and scores as 3). */
import { TRADE_VALUE } from '../catalog';
import type { Coin } from '../types';

export function coinValue(coin: Coin): number {
  return coin === 'trade' ? TRADE_VALUE : Number(coin.slice(1));
}
export const goldCoin = (value: number): Coin => `g${value}`;
export const isGold = (coin: Coin): boolean => coin.startsWith('g');
/** The 0 coin and the Trade coin trigger the exchange after their tavern's pick. */
export const isExchangeCoin = (coin: Coin): boolean => coin === 'b0' || coin === 'trade';
/** Neither the 0 nor the Trade coin is ever upgraded. */
export const canUpgrade = (coin: Coin): boolean => !isExchangeCoin(coin);
/** Coins in a stable order (value, then kind) for views and comparisons. */
export function sortCoins(coins: readonly Coin[]): Coin[] {
  return coins.slice().sort((a, b) => coinValue(a) - coinValue(b) || (a < b ? -1 : a > b ? 1 : 0));
}
