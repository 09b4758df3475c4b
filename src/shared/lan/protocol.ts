/**
 * LAN protocol constants shared by the host (Node) and every client (desktop app, browser guest,
 * tests, bench). Bump PROTOCOL_VERSION on any incompatible change to a message shape.
 */
export const PROTOCOL_VERSION = 1;

/** The port a desktop host tries first (a free one is used when it is taken). */
export const DEFAULT_PORT = 47470;

/** The WebSocket endpoint and the JSON table-info endpoint on the host's HTTP server. */
export const WS_PATH = '/ws';
export const INFO_PATH = '/api/info';

/** Frames larger than this are never buffered by the host: the socket is closed with 1009. */
export const MAX_FRAME_BYTES = 64 * 1024;

/**
 * The most a full `game` message's `history` may weigh, as JSON bytes. A whole 4-player game's
 * events measure about 40–50 KB (600–800 events), so many games fit whole; a longer one keeps its
 * most recent events. The HUD's log shows only the latest 160 lines anyway.
 */
export const MAX_HISTORY_BYTES = 48 * 1024;

/** Text limits, counted in code points after sanitizing. */
export const LIMITS = {
  name: 24,
  tableName: 40,
  chat: 300,
  password: 128,
  /** Chat lines the host keeps per table and replays on (re)join. */
  chatHistory: 50,
  /** People watching one table (spectators hold no seat and see no hidden information). */
  spectators: 16,
} as const;

export const DEFAULT_HOLD_SECONDS = 120;
export const HOLD_SECONDS_RANGE = { min: 10, max: 3600 } as const;
export const TURN_CLOCK_RANGE = { min: 5, max: 900 } as const;

/** A connection that has not said `hello` by then is closed (4009). */
export const HELLO_TIMEOUT_MS = 10_000;

/** mDNS service type: advertised as `_mirianth._tcp`. */
export const MDNS_SERVICE_TYPE = 'mirianth';

/** WebSocket close codes the host uses (4000–4999 is the application range). */
export const CLOSE_CODES = {
  versionMismatch: 4001,
  kicked: 4002,
  replaced: 4003,
  abuse: 4008,
  /** No `hello` within HELLO_TIMEOUT_MS of connecting. */
  helloTimeout: 4009,
  hostClosing: 4010,
  tooLarge: 1009,
} as const;
