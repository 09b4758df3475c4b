/**
 * The save file's format (version 2), shared by every game: its name and version, the limits, and
 * the setup every save records. Version 2 added `game` (the registry id of the game played) and
 * `rulesVersion`; older versions hold the default game only, which reads them itself (its save
 * codec, `codec.ts`). Each game's document types are its own (`ModuleSaveDocument` for any game).
 * See README.md in this folder for the file layout and the reasons behind each field.
 */
import type { BotLevel as BotKind } from '../../engine/kit/module';

export const SAVE_FORMAT = 'mirianth-wars-save';
export const SAVE_VERSION = 2;
/** A whole 4-player game is about 20 KB; anything far larger is not one of ours. */
export const MAX_SAVE_BYTES = 5 * 1024 * 1024;
export const MAX_NAME_LENGTH = 80;
export const MAX_MOVES = 20_000;

export type SeatSetup =
  | { name: string; kind: 'human' }
  | { name: string; kind: 'bot'; bot: BotKind };

export interface SaveSetup {
  /** Given to `createGame` as is: a number or any text. */
  seed: number | string;
  /** `lan` games were hosted on the network: no undo there. */
  mode: 'local' | 'lan';
  seats: SeatSetup[];
}
