/**
 * Bargaining over a disputed card: compose a deal (who keeps the claim, cards from either
 * faction, promises), or answer one, declare no deal, or invoke a promise you hold.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardId, DealTerms, PromiseTerm, SeatId } from '../../../../../engine/games/mirianth';
import { seatName } from '../../i18n/text';
import { CardChip } from '../CardChip';
import { currentDispute, invocablePromises, MAX_PROMISES_PER_DEAL, proposalTargets } from '../rules';
import { AnswerPanel } from './AnswerPanel';
import { FloorLine } from './FloorLine';
import { play, refusalOf, Refusal, toggle, type PanelProps } from './common';
import { PromiseBuilder } from './PromiseBuilder';

/** More cards than this on both sides together and the drawer widens to three columns. */
const CROWDED = 18;

const TYPE_ORDER = ['hero', 'building', 'treasure', 'monster', 'plague'];

/** Cards grouped by type, then kind: two Archers sit side by side ("Archer 1/2", "Archer 2/2"). */
function byKind(view: PanelProps['view'], cards: readonly CardId[]): CardId[] {
  const rank = (id: CardId) => TYPE_ORDER.indexOf(view.cards[id]?.type ?? '');
  return [...cards].sort((a, b) => rank(a) - rank(b) || (view.cards[a]?.kind ?? '').localeCompare(view.cards[b]?.kind ?? '') || (view.cards[b]?.attack ?? 0) - (view.cards[a]?.attack ?? 0) || a.localeCompare(b));
}

interface PicksProps { view: PanelProps['view']; cards: readonly CardId[]; picked: CardId[]; label: string; testId: string; onPick: (next: CardId[]) => void }

/** One side's cards as small chips that wrap, in the order the table lays them out. */
function CardPicks({ view, cards, picked, label, testId, onPick }: PicksProps) {
  const { t } = useTranslation();
  return (
    <div className="deal-col" data-testid={`${testId}-list`}>
      <div className="label">{label} <span className="deal-count">{picked.length > 0 ? `${picked.length}/${cards.length}` : cards.length}</span></div>
      <div className="row deal-cards">
        {cards.length === 0 && <span className="note">{t('panel.nothingToTrade')}</span>}
        {cards.map((id) => <CardChip key={id} view={view} id={id} testId={`${testId}-${id}`} selected={picked.includes(id)} onClick={() => onPick(toggle(picked, id))} />)}
      </div>
    </div>
  );
}

function Composer({ view, seat, targets, noDeal }: PanelProps & { targets: SeatId[]; noDeal: ReactNode }) {
  const { t } = useTranslation();
  const [to, setTo] = useState<SeatId>(targets[0] ?? seat);
  const [claimant, setClaimant] = useState<SeatId>(seat);
  const [give, setGive] = useState<CardId[]>([]);
  const [take, setTake] = useState<CardId[]>([]);
  const [promises, setPromises] = useState<PromiseTerm[]>([]);
  const deal: DealTerms = { to, claimant: claimant === seat ? seat : to, give, take, promises };
  const reason = refusalOf(view, { type: 'propose', seat, deal });
  const pickTarget = (s: SeatId) => {
    setTo(s);
    setTake([]);
    setPromises([]);
  };
  const theirs = byKind(view, view.players[to]?.faction ?? []);
  const mine = byKind(view, view.players[seat]?.faction ?? []);
  return (
    <>
      {/*
        Two columns in the deal drawer: who and what is promised, then the cards each way. Late in the
        game, with many cards on both sides, the drawer widens to three: the cards you give and those
        you ask for side by side, so the whole form shows without scrolling at 1280×720.
      */}
      <div className={mine.length + theirs.length > CROWDED ? 'deal-cols crowded' : 'deal-cols'}>
        <div className="deal-col">
          <div className="label">{t('panel.dealWith')}</div>
          <div className="row">
            {targets.map((s) => (
              <button key={s} type="button" data-testid={`deal-to-${s}`} aria-pressed={to === s} onClick={() => pickTarget(s)}>{seatName(view, s)}</button>
            ))}
          </div>
          <div className="label">{t('panel.claim')}</div>
          <div className="row">
            <button type="button" data-testid="deal-claimant-me" aria-pressed={claimant === seat} onClick={() => setClaimant(seat)}>{t('panel.iKeep')}</button>
            <button type="button" data-testid="deal-claimant-them" aria-pressed={claimant !== seat} onClick={() => setClaimant(to)}>
              {t('panel.theyKeep', { name: seatName(view, to) })}
            </button>
          </div>
          <PromiseBuilder view={view} seat={seat} other={to} promises={promises} max={MAX_PROMISES_PER_DEAL} onChange={setPromises} />
        </div>
        <div className="deal-sides">
          <CardPicks view={view} cards={mine} picked={give} label={t('panel.youGive')} testId="deal-give" onPick={setGive} />
          <CardPicks view={view} cards={theirs} picked={take} label={t('panel.youTake')} testId="deal-take" onPick={setTake} />
        </div>
      </div>
      <Refusal reason={reason} />
      {/* Stays in sight at the bottom of the drawer however long the form grows. */}
      <div className="deal-footer" data-testid="deal-footer">
        <button type="button" className="primary" data-testid="deal-propose" data-key="p" disabled={reason !== null} onClick={() => play({ type: 'propose', seat, deal })}>
          {t('action.propose')}
        </button>
        {noDeal}
      </div>
    </>
  );
}

export function BargainPanel({ view, seat }: PanelProps) {
  const { t } = useTranslation();
  const d = currentDispute(view);
  if (!d) return null;
  if (d.pending?.to === seat) return <AnswerPanel view={view} seat={seat} deal={d.pending} card={d.card} />;
  const targets = proposalTargets(view, d, seat);
  const promises = invocablePromises(view, seat);
  // Declaring no deal while a promise applies lets that promise go for this dispute (rules v2).
  const noDealLabel = promises.length > 0 ? t('action.noDealLetGo') : t('action.noDeal');
  const noDeal = <button type="button" className="danger" data-testid="deal-nodeal" data-key="n" onClick={() => play({ type: 'noDeal', seat })}>{noDealLabel}</button>;
  return (
    <div className="panel" data-testid="bargain-panel">
      <div className="row">
        <span className="label">{t('panel.dispute')}</span>
        <CardChip view={view} id={d.card} testId="dispute-card" />
      </div>
      <div className="note">{t('panel.disputants')}: {d.disputants.map((s) => seatName(view, s)).join(', ')} · {t('panel.proposalsLeft', { n: d.proposalsLeft[seat] ?? 0 })}</div>
      {promises.map((p) => (
        <button key={p.id} type="button" data-testid={`promise-invoke-${p.id}`} onClick={() => play({ type: 'invokePromise', seat, promise: p.id })}>
          {t('action.invoke', { name: seatName(view, p.promiser) })}
        </button>
      ))}
      <FloorLine view={view} seat={seat} />
      {targets.length > 0
        ? <Composer key={`${d.card}-${d.proposalsLeft[seat] ?? 0}`} view={view} seat={seat} targets={targets} noDeal={noDeal} />
        : <div className="deal-footer" data-testid="deal-footer">{noDeal}</div>}
    </div>
  );
}
