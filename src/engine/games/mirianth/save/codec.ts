/**
 * Mirianth's save codec: how the platform's save library reads and writes Mirianth's typed
 * documents (listed in the engine registry's `SAVE_CODECS`). Mirianth is the default game, so its
 * codec also reads the files of format versions 0 and 1, which name no game.
 */
import type { SaveCodec } from '../../../../shared/save/codec';
import { MIRIANTH_ID } from '../module';
import { decodeSave, readSaveHeader } from './decode';
import { buildSave } from './encode';
import { saveDraftSchema } from './schema';

export const mirianthSaveCodec: SaveCodec = {
  game: MIRIANTH_ID,
  decode: (text) => decodeSave(text),
  readHeader: (bytes) => readSaveHeader(bytes),
  checkDraft(raw) {
    const parsed = saveDraftSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, issue: parsed.error.issues[0] };
    const draft = parsed.data;
    return { ok: true, draft: { gameId: draft.gameId, body: draft, build: (now) => buildSave(draft, now) } };
  },
};
