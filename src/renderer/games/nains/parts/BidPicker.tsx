/**
 * Secret bid: one coin of the hand per tavern, the other two to the pouch; only a legal triple is
 * sent. Once sent the picker waits, locked, until the table moves on (at a LAN table the host
 * answers a moment later), and opens again, the coins still chosen, if the host refuses the bid.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coin as CoinToken, NainsMove } from '../../../../engine/games/nains/types';
import { Coin } from './Coin';

interface BidPickerProps {
  hand: readonly CoinToken[];
  legal: readonly NainsMove[];
  onPlay(move: NainsMove): void;
  /** The host's refusal of this client's last move (LAN), else null. */
  refusal?: Error | null;
  /** The hint's bid: its coins are chosen for the person, who still lays them. */
  suggested?: NainsMove | null;
}

/** Hand indexes of a bid's coins, tavern by tavern (two coins of one value stay distinct); null if the hand lacks one. */
export function handIndexes(hand: readonly CoinToken[], bid: readonly CoinToken[]): (number | null)[] {
  const used = new Set<number>();
  return bid.map((coin) => {
    const i = hand.findIndex((c, k) => c === coin && !used.has(k));
    if (i < 0) return null;
    used.add(i);
    return i;
  });
}

export function BidPicker({ hand, legal, onPlay, refusal = null, suggested = null }: BidPickerProps) {
  const { t } = useTranslation();
  // Hand indexes chosen per tavern (two gold coins of one value stay distinct).
  const [chosen, setChosen] = useState<(number | null)[]>([null, null, null]);
  // The refusal on record when the bid went: a newer one means the host said no, and the picker opens.
  const [sentWith, setSentWith] = useState<{ refusal: Error | null } | null>(null);
  const sent = sentWith !== null && sentWith.refusal === refusal;
  // A new suggestion lays its coins in the picker (React's "adjust state on a prop change").
  const [seen, setSeen] = useState<NainsMove | null>(null);
  if (suggested !== seen) {
    setSeen(suggested);
    if (suggested?.type === 'bid' && !sent) setChosen(handIndexes(hand, suggested.taverns));
  }
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
              disabled={sent || chosen.some((v, k) => v === i && k !== tv)} onClick={() => choose(tv, i)}>
              <Coin coin={c} size={26} />
            </button>
          ))}
        </div>
      ))}
      <button type="button" className="primary" data-testid="nains-bid-submit" data-sent={sent} disabled={!move || sent} onClick={() => {
        if (!move || sent) return;
        setSentWith({ refusal });
        onPlay(move);
      }}>{sent ? t('nains.bidsSent') : t('nains.placeBids')}</button>
    </div>
  );
}
