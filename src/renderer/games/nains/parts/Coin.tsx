/** A coin drawn in SVG: bronze or gold with its value, the Trade coin with a T, or face down. */
import { coinValue, isGold } from '../../../../engine/games/nains/rules/coins';
import type { Coin as CoinToken } from '../../../../engine/games/nains/types';

interface CoinProps {
  coin: CoinToken | null;
  /** Face down: somebody's bid not yet revealed (the value never reaches this seat). */
  size?: number;
  flip?: boolean;
  testId?: string;
}

export function Coin({ coin, size = 30, flip = false, testId }: CoinProps) {
  const down = coin === null;
  const kind = down ? 'down' : coin === 'trade' ? 'trade' : isGold(coin) ? 'gold' : 'bronze';
  const label = down ? '?' : coin === 'trade' ? 'T' : String(coinValue(coin));
  return (
    <span className={`nains-coin ${kind}${flip ? ' flip' : ''}`} data-testid={testId} data-coin={down ? 'hidden' : coin} style={{ width: size, height: size }}>
      <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true">
        <circle cx="20" cy="20" r="18" className="rim" />
        <circle cx="20" cy="20" r="13.5" className="face" />
        {down ? <path d="M12 20 L20 12 L28 20 L20 28 Z" className="mark" /> : <text x="20" y="25.5" textAnchor="middle">{label}</text>}
      </svg>
    </span>
  );
}
