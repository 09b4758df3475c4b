/** A seat's marker: its glyph in its colour, so seats differ by shape for colour-blind players too. */
import { seatColor, seatGlyph } from '../app/seatColors';

export function SeatMark({ seat, hollow = false, title }: { seat: number; hollow?: boolean; title?: string }) {
  return (
    <span className={`seat-mark${hollow ? ' hollow' : ''}`} data-seat={seat} title={title} aria-hidden={title ? undefined : true}
      style={{ color: seatColor(seat) }}>
      {seatGlyph(seat, hollow)}
    </span>
  );
}
