/** Secret bid: one coin of the hand per tavern, the other two to the pouch; only a legal triple is sent. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coin as CoinToken, NainsMove } from '../../../../engine/games/nains/types';
import { Coin } from './Coin';

interface BidPickerProps {
  hand: readonly CoinToken[];
  legal: readonly NainsMove[];
  onPlay(move: NainsMove): void;
}

export function BidPicker({ hand, legal, onPlay }: BidPickerProps) {
  const { t } = useTranslation();
  // Hand indexes chosen per tavern (two gold coins of one value stay distinct).
  const [chosen, setChosen] = useState<(number | null)[]>([null, null, null]);
  const coins = chosen.map((i) => (i === null ? null : hand[i] ?? null));
  const move = coins.every((c) => c !== null)
    ? legal.find((m) => m.type === 'bid' && m.taverns.every((c, k) => c === coins[k]))
    : undefined;
  const choose = (tavern: number, index: number) =>
    setChosen((all) => all.map((v, k) => (k === tavern ? (v === index ? null : index) : v === index ? null : v)));
  return (
    <div className="nains-bid" data-testid="nains-bid">
      {[0, 1, 2].map((tv) => (
        <div key={tv} className="bid-row">
          <span className="bid-label">{t(`nains.tavern.${tv}`)}</span>
          {hand.map((c, i) => (
            <button key={i} type="button" className="coin-btn" aria-pressed={chosen[tv] === i} data-testid={`nains-bid-${tv}-coin-${i}`}
              disabled={chosen.some((v, k) => v === i && k !== tv)} onClick={() => choose(tv, i)}>
              <Coin coin={c} size={26} />
            </button>
          ))}
        </div>
      ))}
      <button type="button" className="primary" data-testid="nains-bid-submit" disabled={!move} onClick={() => {
        if (!move) return;
        setChosen([null, null, null]);
        onPlay(move);
      }}>{t('nains.placeBids')}</button>
    </div>
  );
}
