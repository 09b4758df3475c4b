/** Seat colours: the table's four, plus a fifth for a fifth player (Mirianth seats only four). */
import { SEAT_COLORS, seatColor } from '../../app/seatColors';

const FIFTH = '#c58cff';

export const seatTone = (seat: number): string => (seat < SEAT_COLORS.length ? seatColor(seat) : FIFTH);
