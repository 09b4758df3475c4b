/** The Fighters waiting on the stands, and the Elite Fighters of Era 1, with their names whole. */
import { useTranslation } from 'react-i18next';
import type { NainsView } from '../../../../engine/games/nains/types';
import { Card } from './Card';

export function Stands({ view }: { view: NainsView }) {
  const { t } = useTranslation();
  return (
    <section className="nains-stands-area">
      <h3>{t('nains.fighters')}</h3>
      <div className="stands" data-testid="nains-stands">
        {view.stands.map((id) => <Card key={id} id={id} size="row" />)}
      </div>
      {view.elites.length > 0 && (
        <>
          <h3>{t('nains.elites')}</h3>
          <div className="stands" data-testid="nains-elites">{view.elites.map((id) => <Card key={id} id={id} size="row" />)}</div>
        </>
      )}
    </section>
  );
}
