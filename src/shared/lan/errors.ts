/** Error codes of `{ type: 'error', code, message }` replies. Stable strings: clients translate them. */
export const ERROR_CODES = [
  /** Not JSON, not an object, or a known type with a bad shape. */
  'malformed',
  /** A `type` the protocol does not know. */
  'unknownType',
  'versionMismatch',
  /** Anything but `hello`/`ping` before the handshake. */
  'helloRequired',
  'badPassword',
  'badToken',
  'noSuchTable',
  'tableFull',
  'seatTaken',
  'tooManyTables',
  'createNotAllowed',
  /** The request needs a seat at a table. */
  'notSeated',
  'alreadySeated',
  'notOwner',
  /** Not allowed in the table's current phase (lobby / playing / over). */
  'wrongPhase',
  'notAllReady',
  'unknownBot',
  /** The move names another seat. */
  'notYourSeat',
  /** The engine refused the move; `reason` carries its refusal code. */
  'moveRefused',
  'rateLimited',
  /** Too many wrong passwords from this address or against this table: locked out for a while (the message says how long). */
  'tooManyAttempts',
  /** The owner kicked a player from this address a short while ago. */
  'kickedRecently',
  /** A table of a game this host (or client) does not have. */
  'unknownGame',
  /** A spectator asked for something only a seated player may do (move, ready, owner actions). */
  'spectating',
  'internal',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
