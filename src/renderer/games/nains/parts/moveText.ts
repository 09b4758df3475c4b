/** Words for a Nains move button and the prompt, from the locale files. */
import type { TFunction } from 'i18next';
import type { Coin, NainsMove, NainsView } from '../../../../engine/games/nains/types';
import { coinValue } from '../../../../engine/games/nains/rules/coins';
import { cardFace, iconGlyph } from './cards';

export function coinText(t: TFunction, coin: Coin): string {
  return coin === 'trade' ? t('nains.coin.trade') : t(coin.startsWith('g') ? 'nains.coin.gold' : 'nains.coin.bronze', { n: coinValue(coin) });
}

export function cardText(t: TFunction, id: string): string {
  const f = cardFace(id);
  const pts = f.points === null ? '' : ` ${f.points}`;
  // Icons tell apart two dwarves of one Order with the same points (often Shield cards).
  const icons = f.icons.length ? ` ${f.icons.map(iconGlyph).join('')}` : '';
  const ranks = f.ranks > 1 ? ` ×${f.ranks}` : '';
  return f.name ? `${f.name} (${t(`nains.tone.${f.tone}`)})` : `${t(`nains.tone.${f.tone}`)}${pts}${ranks}${icons}`;
}

export function moveText(t: TFunction, m: NainsMove): string {
  switch (m.type) {
    case 'bid': return m.taverns.map((c) => coinText(t, c)).join(' / ');
    case 'pick': return t('nains.move.pick', { card: cardText(t, m.card) });
    case 'discard': return t('nains.move.discard', { card: cardText(t, m.card) });
    case 'upgrade': return t('nains.move.upgrade', { coin: coinText(t, m.coin), where: t(`nains.where.${m.where}`) });
    case 'recruit': return t('nains.move.recruit', { card: cardText(t, m.card), column: m.column ? t(`nains.tone.${m.column}`) : t('nains.command') });
    case 'svara': return t('nains.move.svara', { card: cardText(t, m.card) });
    case 'exchange': return t('nains.move.exchange', { coin: coinText(t, m.discard) });
  }
}

/** What the shown seat must do now, or who the table waits for. */
export function promptText(t: TFunction, view: NainsView): string {
  if (view.step === 'over') return t('nains.prompt.over');
  const you = view.you;
  const mine = you !== null && view.awaiting.includes(you);
  const d = view.decision;
  if (view.step === 'bidding') return mine ? t('nains.prompt.bid') : t('nains.prompt.waitBids');
  if (!mine || !d) {
    const who = view.awaiting.map((s) => view.names[s] ?? '').join(', ');
    return t('nains.prompt.wait', { who });
  }
  const tavern = t(`nains.tavern.${view.run?.tavern ?? 0}`);
  switch (d.kind) {
    case 'pick': return t('nains.prompt.pick', { tavern });
    case 'discard': return t('nains.prompt.discard', { tavern });
    case 'upgrade': return t('nains.prompt.upgrade', { n: d.bonus });
    case 'recruit': return t('nains.prompt.recruit');
    case 'svara': return t('nains.prompt.svara');
    case 'exchange': return t('nains.prompt.exchange');
  }
}
