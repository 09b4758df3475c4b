/**
 * The "Since your last decision" card: when the table comes back to a person, one dismissable card
 * says what the others did meanwhile (their moves, the claims, the plague tests). It reads the
 * log entries the table has shown and the shown snapshot, so it never tells of a move before the
 * table has played it; it goes away when the person acts.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { DomainEvent, PlayerView, SeatId } from '../../../../engine/games/mirianth';
import type { LogEntry } from '../game/types';
import { isHuman } from '../game/seats';
import { shownEntries, shownGame } from '../game/shown';
import { useGameSource } from '../game/source';
import { useShownSession } from '../game/useSession';
import { describeEvent } from '../i18n/describeEvent';
import { seatName } from '../i18n/text';
import { summarizeSince, type Recap } from './recapSummary';
import './review.css';

/** Lines the card shows at most (the latest ones); the log has the rest. */
const MAX_LINES = 5;

interface Shown { seat: SeatId; recap: Recap }

/** Log entries grouped by the move that caused them (one batch each). */
function batchesOf(entries: readonly LogEntry[]): DomainEvent[][] {
  const out: DomainEvent[][] = [];
  let seq: number | null = null;
  for (const e of entries) {
    if (e.seq !== seq) out.push([]);
    seq = e.seq;
    out[out.length - 1]?.push(e.event);
  }
  return out;
}

function RecapBody({ recap, view, onClose }: { recap: Recap; view: PlayerView; onClose: () => void }) {
  const { t } = useTranslation();
  const lines = recap.lines.slice(-MAX_LINES).map((e) => describeEvent(t, view, e)).filter((x): x is string => x !== null);
  const more = recap.lines.length - Math.min(recap.lines.length, MAX_LINES);
  return (
    <section className="panel recap-card" data-testid="recap-card" role="status" aria-label={t('recap.title')}>
      <div className="recap-head">
        <strong>{t('recap.title')}</strong>
        <button type="button" data-testid="recap-dismiss" title={t('recap.dismiss')} aria-label={t('recap.dismiss')} onClick={onClose}>×</button>
      </div>
      {recap.moves.length > 0 && (
        <div className="note" data-testid="recap-moves">
          {t('recap.moves', { list: recap.moves.map((m) => t('recap.movesBy', { name: seatName(view, m.seat), count: m.count })).join(', ') })}
        </div>
      )}
      <div className="note" data-testid="recap-counts">{t('recap.counts', { claims: recap.claims, tests: recap.plagueTests })}</div>
      {lines.length > 0 && <ul>{lines.map((l, i) => <li key={i}>{l}</li>)}</ul>}
      {more > 0 && <div className="note">{t('recap.more', { count: more })}</div>}
    </section>
  );
}

export function RecapCard() {
  const { actor, config, view, gameId } = useShownSession((s) => ({ actor: s.actor, config: s.config, view: s.view, gameId: s.gameId }));
  const source = useGameSource();
  const shown = useSyncExternalStore(shownGame.subscribe, shownGame.get);
  const entries = shownEntries(source.events(), shown, shownGame.driven());
  const count = entries.length;
  const person = actor !== null && config !== null && isHuman(config.seats, actor) ? actor : null;
  const [card, setCard] = useState<Shown | null>(null);
  // Per person: how many log entries the table had shown when they last had a decision before them.
  const track = useRef<{ game: number; seen: Map<SeatId, number>; prev: SeatId | null }>({ game: -1, seen: new Map(), prev: null });

  useEffect(() => {
    const st = track.current;
    if (st.game !== gameId) {
      st.game = gameId;
      st.seen.clear();
      st.prev = null;
      setCard(null);
    }
    if (person !== st.prev) {
      const from = person === null ? undefined : st.seen.get(person);
      const recap = person === null || from === undefined ? null : summarizeSince(batchesOf(entries.slice(from)), person);
      setCard(person !== null && recap ? { seat: person, recap } : null);
    }
    if (person !== null) st.seen.set(person, count);
    st.prev = person;
    // `entries` is read only when `count` or the person changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameId, person, count]);

  if (!card || !view || card.seat !== person) return null;
  return <RecapBody recap={card.recap} view={view} onClose={() => setCard(null)} />;
}
