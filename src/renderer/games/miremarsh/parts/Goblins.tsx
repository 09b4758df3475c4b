/** Each player's goblin and gear: fish, gold, bones, items, cards, quests; own peeks only. */
import { useTranslation } from 'react-i18next';
import type { MiremarshView } from '../../../../engine/games/miremarsh/view';
import { seatTone } from '../../shared/seatTone';
import { cardName, goblinName, monsterName, tileName } from './names';

/** A small fish (the food a goblin eats at the end of each turn). */
function Fish() {
  return <svg className="fish" viewBox="0 0 20 12" width="16" height="10" aria-hidden="true"><path d="M1 6c3-5 9-6 13-1l5-4v10l-5-4c-4 5-10 4-13-1z" /></svg>;
}

export function Goblins({ view }: { view: MiremarshView }) {
  const { t } = useTranslation();
  const peeks = view.you === null ? [] : view.peeks[view.you] ?? [];
  return (
    <section className="mm-goblins" data-testid="mm-goblins">
      {view.seats.map((s, i) => (
        <div key={i} className={`mm-seat${view.turn.seat === i ? ' turn' : ''}${s.out ? ' out' : ''}`} data-testid={`mm-seat-${i}`} style={{ borderColor: seatTone(i) }}>
          <header>
            <b style={{ color: seatTone(i) }}>{s.name}</b>
            {view.you === i && <small>{t('miremarsh.you')}</small>}
            <span className="gob">{s.out ? t('miremarsh.out') : goblinName(s.goblin)}</span>
          </header>
          <div className="stock">
            <span title={t('miremarsh.fishLeft')} data-testid={`mm-fish-${i}`}><Fish /> {s.fish} <small>{t('miremarsh.fishLeft')}</small></span>
            <span title={t('miremarsh.gold')}>● {s.gold} <small>{t('miremarsh.gold')}</small></span>
            <span title={t('miremarsh.bones')}>✕ {s.bones} <small>{t('miremarsh.bones')}</small></span>
            <span title={t('miremarsh.quests')}>★ {s.quests.length} <small>{t('miremarsh.quests')}</small></span>
            <span title={t('miremarsh.deaths')}>☠ {s.deaths} <small>{t('miremarsh.deaths')}</small></span>
          </div>
          {(s.items.length > 0 || s.pets.length + s.spells.length + s.kks.length > 0) && (
            <div className="gear">
              {s.items.map((it, k) => <span key={`i${k}`} className="item">{t(`miremarsh.item.${it}`)}</span>)}
              {[...s.pets, ...s.spells, ...s.kks].map((c) => <span key={c} className="card">{cardName(c)}</span>)}
            </div>
          )}
        </div>
      ))}
      {peeks.length > 0 && (
        <div className="mm-peeks" data-testid="mm-peeks">
          <b>{t('miremarsh.yourPeeks')}</b>
          {peeks.map((p, k) => (
            <span key={k}>{p.kind === 'tile' ? tileName(p.tile) : t('miremarsh.peekMonster', { n: p.level, monster: monsterName(p.monster) })}</span>
          ))}
        </div>
      )}
    </section>
  );
}
