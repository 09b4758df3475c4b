/**
 * Penalties (plague effect, monster attacks): use a Priestess (two hero penalties) or a Wall (one
 * penalty), then choose the cards that pay the rest.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PENALTIES, type CardId, type Move, type Penalty, type WallUse } from '../../../../../engine/games/mirianth';
import { cardLabel } from '../../i18n/text';
import { CardChip } from '../CardChip';
import { attackPenalties, checkCancellers, ofKind, ofType, owed, plaguePenalties, type PenaltyCounts } from '../rules';
import { play, refusalOf, Refusal, toggle, type PanelProps } from './common';

function countsText(t: (k: string) => string, counts: PenaltyCounts): string {
  return PENALTIES.filter((p) => counts[p] > 0).map((p) => `${counts[p]} × ${t(`penalty.${p}`)}`).join(', ') || '—';
}

export function PenaltyPanel({ view, seat, mode }: PanelProps & { mode: 'plague' | 'attacks' }) {
  const { t } = useTranslation();
  const counts = mode === 'plague' ? plaguePenalties(view, seat) : attackPenalties(view, seat);
  const [priestesses, setPriestesses] = useState<CardId[]>([]);
  const [walls, setWalls] = useState<WallUse[]>([]);
  const [discard, setDiscard] = useState<CardId[]>([]);
  const types: readonly Penalty[] = mode === 'plague' ? ['hero'] : PENALTIES.filter((p) => counts[p] > 0);
  const bill = checkCancellers(view, seat, counts, priestesses, walls);
  const left = 'code' in bill ? null : bill;
  const move: Move = mode === 'plague'
    ? { type: 'resolvePlague', seat, priestesses, walls: walls.map((w) => w.wall), discard }
    : { type: 'resolveAttacks', seat, priestesses, walls, discard };
  const reason = refusalOf(view, move);
  const setWall = (wall: CardId, cancels: Penalty | null) =>
    setWalls([...walls.filter((w) => w.wall !== wall), ...(cancels ? [{ wall, cancels }] : [])]);
  const payable = types.flatMap((p) => ofType(view, seat, p)).filter((id) => !priestesses.includes(id) && !walls.some((w) => w.wall === id));
  return (
    <div className="panel" data-testid="penalty-panel">
      <div className="note">{t('panel.penaltiesDue', { list: countsText(t, counts) })}</div>
      {(ofKind(view, seat, 'priestess').length > 0 || ofKind(view, seat, 'wall').length > 0) && <div className="label">{t('panel.cancellers')}</div>}
      {ofKind(view, seat, 'priestess').map((p) => (
        <div className="row" key={p}>
          <button type="button" data-testid={`priestess-${p}`} aria-pressed={priestesses.includes(p)} disabled={counts.hero === 0}
            onClick={() => setPriestesses(toggle(priestesses, p))}>{t('panel.priestessUse')}</button>
        </div>
      ))}
      {ofKind(view, seat, 'wall').map((w) => (
        <div className="row" key={w}>
          <span className="note">{cardLabel(t, view, w)} · {t('panel.wallUse')}</span>
          {types.map((p) => (
            <button key={p} type="button" data-testid={`wall-${w}-${p}`} aria-pressed={walls.some((x) => x.wall === w && x.cancels === p)}
              onClick={() => setWall(w, walls.some((x) => x.wall === w && x.cancels === p) ? null : p)}>{t(`penalty.${p}`)}</button>
          ))}
        </div>
      ))}
      {left && <div className="label">{t('panel.owed', { list: types.map((p) => `${owed(left, p)} × ${t(`penalty.${p}`)}`).join(', ') })}</div>}
      <div className="row">
        {payable.map((id) => (
          <CardChip key={id} view={view} id={id} testId={`discard-${id}`} selected={discard.includes(id)} onClick={() => setDiscard(toggle(discard, id))} />
        ))}
      </div>
      <Refusal reason={discard.length > 0 || priestesses.length + walls.length > 0 ? reason : null} />
      <button type="button" className="primary" data-testid="penalty-confirm" disabled={reason !== null} onClick={() => play(move)}>{t('action.confirm')}</button>
    </div>
  );
}
