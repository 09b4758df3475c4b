/** Shared bits of the action panels: the props, submitting a move, and a refusal line. */
import { useTranslation } from 'react-i18next';
import { checkMove, type Move, type PlayerView, type SeatId } from '../../../engine';
import { gameSource } from '../../game/source';

export interface PanelProps { view: PlayerView; seat: SeatId }

export function play(move: Move): void {
  gameSource.get().submit(move);
}

/** Why a composed move would be refused, or null when it is legal. */
export function refusalOf(view: PlayerView, move: Move): string | null {
  return checkMove(view, move)?.message ?? null;
}

export function Refusal({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return <div className="refusal" data-testid="refusal">{t('panel.refused', { reason })}</div>;
}

export function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}
