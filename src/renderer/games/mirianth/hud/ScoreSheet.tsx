/** The final score sheet: categories counted up in turn, the breakdown per card, then rematch or a new game. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameResult, PlayerView, ScoreStep, SeatScore } from '../../../../engine/games/mirianth';
import { animationGate } from '../../../game/pace';
import { session } from '../game/session';
import { gameSource, useIsLocal } from '../game/source';
import { useSettings, useShownSession } from '../game/useSession';
import { cardName, seatName } from '../i18n/text';
import { useTally } from '../../../hud/useTally';
import { sound } from '../../../sound';
import { openReviewOfLiveGame } from '../review/openReview';

const STEPS: readonly ScoreStep[] = ['heroes', 'buildings', 'treasures', 'monsters'];

function Breakdown({ view, seat, score }: { view: PlayerView; seat: number; score: SeatScore }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`score-breakdown-${seat}`}>
      <strong>{seatName(view, seat as never)}</strong>
      {score.lines.length === 0 && <div className="note">{t('score.noLines')}</div>}
      <ul>
        {score.lines.map((l, i) => (
          <li key={i}>
            {l.from !== undefined ? t('score.fromNeighbour', { card: cardName(t, view.cards[l.card]), name: seatName(view, l.from) }) : cardName(t, view.cards[l.card])}
            {': '}{l.points > 0 ? `+${l.points}` : l.points}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ScoreSheet() {
  const { t } = useTranslation();
  const view = useShownSession((s) => s.view);
  const local = useIsLocal();
  const { speed, reduceMotion } = useSettings((s) => ({ speed: s.speed, reduceMotion: s.reduceMotion }));
  const [readyFor, setReadyFor] = useState<GameResult | null>(null);
  const result = view?.step === 'gameOver' ? view.result : null;
  const ready = result !== null && readyFor === result;
  useEffect(() => {
    if (!result) return;
    let live = true;
    // The sheet comes up once the table has played the final events.
    void animationGate.idle().then(() => {
      if (!live) return;
      setReadyFor(result);
      sound.cue('scoreSheet');
    });
    return () => {
      live = false;
    };
  }, [result]);
  const scores = result?.scores ?? [];
  const rows = [...STEPS.map((step) => ({ key: step, values: scores.map((s) => s[step]) })), { key: 'total', values: scores.map((s) => s.total) }];
  const { cells, done } = useTally(rows, ready && speed !== 'instant' && !reduceMotion, 'total');
  if (!view || !result || !ready) return null;
  const cell = (key: string, seat: number) => (el: HTMLTableCellElement | null) => {
    if (el) cells.current.set(`${key}-${seat}`, el);
  };
  return (
    <div className="modal-backdrop">
      <div className="modal scoresheet" data-testid="score-sheet" data-final={done}>
        <h2>{t('score.title')}</h2>
        <table>
          <thead>
            <tr>
              <th>{t('score.player')}</th>
              {view.players.map((p) => <th key={p.seat} className={result.winners.includes(p.seat) ? 'winner' : ''}>{p.name}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.key} className={r.key === 'total' ? 'total' : ''}>
                <td>{t(`score.${r.key}`)}</td>
                {r.values.map((v, seat) => <td key={seat} ref={cell(r.key, seat)} data-testid={`score-${r.key}-${seat}`}>{v}</td>)}
              </tr>
            ))}
          </tbody>
        </table>
        {done && <div className="winners" data-testid="score-winners">{t('score.winners', { names: result.winners.map((w) => seatName(view, w)).join(', ') })}</div>}
        <details>
          <summary>{t('score.breakdown')}</summary>
          <div className="breakdown">{scores.map((s, seat) => <Breakdown key={seat} view={view} seat={seat} score={s} />)}</div>
        </details>
        <div className="buttons">
          {!local && <button type="button" className="primary" data-testid="lan-back-to-lobby" onClick={() => gameSource.get().leave()}>{t('lan.lobby.back')}</button>}
          {local && <button type="button" data-testid="score-review" onClick={() => openReviewOfLiveGame()}>{t('review.open')}</button>}
          {local && <button type="button" data-testid="new-game" onClick={() => session.toNewGame()}>{t('score.newGame')}</button>}
          {local && <button type="button" className="primary" data-testid="rematch" onClick={() => session.rematch()}>{t('score.rematch')}</button>}
        </div>
      </div>
    </div>
  );
}
