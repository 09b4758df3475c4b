/** Era and turn, the Treasury (gold coins left by value) and the legend of the table's signs. */
import { useTranslation } from 'react-i18next';
import type { NainsView } from '../../../../engine/games/nains/types';
import { Coin } from './Coin';
import { Legend } from './Legend';

export function Side({ view }: { view: NainsView }) {
  const { t } = useTranslation();
  const gold = view.treasury.flatMap((n, v) => (n > 0 ? [{ v, n }] : []));
  return (
    <aside className="nains-side" data-testid="nains-side">
      <p className="era" data-testid="nains-era">{t('nains.eraTurn', { era: view.era, turn: view.turn })}</p>
      <h3>{t('nains.treasury')}</h3>
      <div className="treasury" data-testid="nains-treasury">
        {gold.map(({ v, n }) => <span key={v} className="gold-stack"><Coin coin={`g${v}`} size={20} />{n > 1 && <small>×{n}</small>}</span>)}
        {view.tradeCoinFree && <Coin coin="trade" size={20} />}
      </div>
      <Legend />
    </aside>
  );
}
