/** Why a save could not be read or written: one code per cause, each with its own message. */

export const SAVE_ERROR_CODES = [
  /** Zero bytes, or only whitespace. */
  'empty',
  /** Larger than MAX_SAVE_BYTES. */
  'tooLarge',
  /** Bytes that are not UTF-8 text. */
  'notText',
  /** Valid JSON so far, but it stops early. */
  'truncated',
  /** Not JSON at all, or JSON damaged in the middle. */
  'notJson',
  /** JSON, but not a Mirianth Wars save (another format name, or none). */
  'wrongGame',
  /** Written by a newer app, with a format version this one does not know. */
  'futureVersion',
  /** A save of a game this build does not have (format v2 names the game). */
  'unknownGame',
  /** A save played under a rules version this build cannot replay (newer, or retired). */
  'unknownRulesVersion',
  /** A save whose fields do not have the right shape (usually a hand edit); names the field. */
  'invalid',
  /** The engine refuses move N while replaying. */
  'illegalMove',
  /** The moves replay to a different state than the one saved. */
  'hashMismatch',
  /** The summary or finished flag disagree with the replayed game. */
  'inconsistent',
  /** The game is sound but another field changed after saving. */
  'checksumMismatch',
  /** The engine itself failed while replaying (a bug, never the file's fault alone). */
  'engineError',
] as const;
export type SaveErrorCode = (typeof SAVE_ERROR_CODES)[number];

export interface SaveError {
  ok: false;
  reason: SaveErrorCode;
  /** One line, meant for the player. */
  message: string;
}

export function saveError(reason: SaveErrorCode, message: string): SaveError {
  return { ok: false, reason, message };
}

/** Turns a zod-style path into `setup.seats[1].name`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(the whole document)' : out;
}
