/** Shared bits of the action panels: the props, submitting a move, and a refusal line. */
import { useTranslation } from 'react-i18next';
import { checkMove, type Move, type PlayerView, type SeatId } from '../../../../../engine/games/mirianth';
import { gameSource } from '../../game/source';
import { refusalText, type ShownRefusal } from '../../i18n/refusalText';

export interface PanelProps { view: PlayerView; seat: SeatId }

export function play(move: Move): void {
  gameSource.get().play(move);
}

/** Why a composed move would be refused, or null when it is legal. */
export function refusalOf(view: PlayerView, move: Move): ShownRefusal | null {
  return checkMove(view, move);
}

export function Refusal({ reason }: { reason: ShownRefusal | null }) {
  const { t, i18n } = useTranslation();
  if (!reason) return null;
  return <div className="refusal" data-testid="refusal">{t('panel.refused', { reason: refusalText(t, i18n, reason) })}</div>;
}

export function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}
