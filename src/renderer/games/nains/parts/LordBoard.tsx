/** One Lord's city: gem, coins, the five Order columns with their ranks, and the command area. */
import { useTranslation } from 'react-i18next';
import { ORDERS, type NainsView } from '../../../../engine/games/nains/types';
import { columnRanks } from '../../../../engine/games/nains/rules/army';
import { seatTone as seatColor } from '../../shared/seatTone';
import { Card } from './Card';
import { Coin } from './Coin';
import { RankMeter } from './RankMeter';

interface LordBoardProps {
  view: NainsView;
  seat: number;
  /** Cards that entered a column with the last move (marked; the animation layer flies them in). */
  fresh: ReadonlySet<string>;
  active: boolean;
}

export function LordBoard({ view, seat, fresh, active }: LordBoardProps) {
  const { t } = useTranslation();
  const p = view.players[seat];
  if (!p) return null;
  const mine = view.you === seat;
  const placed = view.placed?.[seat];
  // Own pouch is known; another Lord's coins in hand show only when nothing of theirs is hidden.
  const hand = mine || !placed ? p.coins : null;
  const ranks = ORDERS.map((o) => columnRanks(p.army, o));
  const lines = Math.min(...ranks);
  return (
    <section className={`nains-lord${mine ? ' mine' : ''}${active ? ' active' : ''}`} data-testid={`nains-lord-${seat}`} style={{ borderColor: seatColor(seat) }}>
      <header>
        <b style={{ color: seatColor(seat) }}>{p.name}</b>
        {mine && <small>{t('nains.you')}</small>}
        <span className="lines" title={t('nains.table.lines', { n: lines })} data-testid={`nains-lines-${seat}`}>≡{lines}{p.pending > 0 && <em> +{p.pending}</em>}</span>
        <span className="gem" title={t('nains.gem')} data-testid={`nains-gem-${seat}`}>◈{p.gem}</span>
      </header>
      <div className="coins" data-testid={`nains-coins-${seat}`}>
        {hand
          ? hand.map((c, i) => <Coin key={`${c}-${i}`} coin={c} size={22} />)
          : [...(placed?.taverns ?? []), ...(placed?.pouch ?? [null, null])].map((c, i) => <Coin key={i} coin={c} size={22} />)}
      </div>
      <div className="columns">
        {ORDERS.map((o, k) => (
          <div key={o} className={`column tone-${o}${ranks[k] === lines ? ' needs' : ''}`} data-testid={`nains-col-${seat}-${o}`}>
            <span className="col-head" title={t('nains.table.column', { order: t(`nains.tone.${o}`), n: ranks[k] ?? 0, lines })}>{t(`nains.short.${o}`)} <b>{ranks[k]}</b></span>
            <RankMeter ranks={ranks[k] ?? 0} lines={lines} />
            <div className="stack">
              {p.army[o].map((c) => <Card key={c.id} id={c.id} size="chip" pariah={c.pariah} fresh={fresh.has(c.id)} />)}
            </div>
          </div>
        ))}
      </div>
      {p.command.length > 0 && (
        <div className="command" title={t('nains.command')}>
          {p.command.map((id) => <Card key={id} id={id} size="chip" fresh={fresh.has(id)} />)}
        </div>
      )}
    </section>
  );
}
