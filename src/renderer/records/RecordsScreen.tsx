/**
 * The records screen: the person's win rate against each AI level, personal bests, and the
 * history of finished games, built from the finished saves on this computer; CSV export.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { platform } from '../platform';
import { formatDate } from '../saves/savesModel';
import { useStore } from '../store';
import { recordsCsv } from './csv';
import { gameName } from '../saves/saveTitle';
import { personalBests, recordGames, recordsOf, soloRate, winRates, type Best, type GameRecord } from './records';
import { recordsStore, updateRecords } from './recordsStore';
import './records.css';

function download(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

function BestLine({ label, best, testId }: { label: string; best: Best | null; testId: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div data-testid={testId}>
      <span className="label">{label}</span>{' '}
      {best === null ? '—' : t('records.bestOf', { value: best.value, name: best.name, date: formatDate(best.date, i18n.language) })}
    </div>
  );
}

function History({ records }: { records: GameRecord[] }) {
  const { t, i18n } = useTranslation();
  return (
    <table className="records-history" data-testid="records-history">
      <thead>
        <tr><th>{t('records.date')}</th><th>{t('records.players')}</th><th>{t('records.scores')}</th><th>{t('records.winner')}</th></tr>
      </thead>
      <tbody>
        {records.map((r) => (
          <tr key={r.gameId} data-testid={`records-game-${r.gameId}`}>
            <td>
              {formatDate(r.date, i18n.language)}
              {r.lan && <span className="records-lan" data-testid="records-lan" title={t('records.lanTitle')}>{t('records.lan')}</span>}
            </td>
            <td>{r.seats.map((s) => `${s.name} (${t(`records.level.${s.level}`)})`).join(', ')}</td>
            <td>{r.scores.join(' · ')}</td>
            <td>{r.winners.length === 0 ? t('saves.noWinners') : r.winners.map((w) => r.seats[w]?.name ?? `#${w + 1}`).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One tab per game played: each game's points are on its own scale. */
function GameTabs({ games, shown, onShow }: { games: string[]; shown: string; onShow: (game: string) => void }) {
  const { t, i18n } = useTranslation();
  if (games.length < 2) return null;
  return (
    <div className="records-games" role="tablist" aria-label={t('records.games')}>
      {games.map((g) => (
        <button key={g} type="button" role="tab" aria-selected={g === shown} data-testid={`records-tab-${g}`} onClick={() => onShow(g)}>
          {gameName(g, i18n.language)}
        </button>
      ))}
    </div>
  );
}

export function RecordsScreen({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const all = useStore(recordsStore);
  const games = recordGames(all);
  const [picked, setPicked] = useState<string | null>(null);
  const shown = picked !== null && games.includes(picked) ? picked : (games[0] ?? '');
  const records = recordsOf(all, shown);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    void platform.saves.list().then((entries) => {
      if (!live) return;
      updateRecords(entries);
      setLoaded(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const rates = winRates(records);
  const solo = soloRate(records);
  const bests = personalBests(records);
  return (
    <div className="modal-backdrop">
      <div className="modal records" data-testid="records" role="dialog" aria-label={t('records.title')}>
        <div className="records-head">
          <h2>{t('records.title')}</h2>
          <span className="spacer" />
          <button type="button" data-testid="records-export" disabled={all.length === 0} onClick={() => download(recordsCsv(all), 'mirianth-records.csv')}>{t('records.export')}</button>
          <button type="button" data-testid="records-close" onClick={onClose}>{t('records.close')}</button>
        </div>
        {!loaded && records.length === 0 ? <p className="note">{t('records.loading')}</p> : records.length === 0 ? (
          <p className="note" data-testid="records-empty">{t('records.empty')}</p>
        ) : (
          <>
            <GameTabs games={games} shown={shown} onShow={setPicked} />
            <div className="records-summary" data-game={shown}>
              <section>
                <h3>{t('records.rates')}</h3>
                <table data-testid="records-rates">
                  <tbody>
                    {rates.map((r) => (
                      <tr key={r.level} data-testid={`records-rate-${r.level}`}>
                        <td>{t(`records.level.${r.level}`)}</td>
                        <td>{t('records.winsOf', { wins: r.wins, games: r.games })}</td>
                        <td className="records-rate">{Math.round(r.rate * 100)}%</td>
                      </tr>
                    ))}
                    {solo && (
                      <tr data-testid="records-rate-solo">
                        <td>{t('records.solo')}</td>
                        <td>{t('records.winsOf', { wins: solo.wins, games: solo.games })}</td>
                        <td className="records-rate">{Math.round(solo.rate * 100)}%</td>
                      </tr>
                    )}
                  </tbody>
                </table>
              </section>
              <section data-testid="records-bests">
                <h3>{t('records.bests')}</h3>
                <div>{t('records.totals', { games: bests.games, wins: bests.wins })}</div>
                <BestLine label={t('records.bestScore')} best={bests.bestScore} testId="records-best-score" />
                <BestLine label={t('records.bestMargin')} best={bests.bestMargin} testId="records-best-margin" />
                <div><span className="label">{t('records.streak')}</span> {bests.longestStreak}</div>
              </section>
            </div>
            <History records={records} />
          </>
        )}
      </div>
    </div>
  );
}
