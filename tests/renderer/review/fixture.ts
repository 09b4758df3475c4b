/** The review fixture (see tests/fixtures/saves/README.md), read as the app reads a save. */
import raw from '../../fixtures/saves/review-blunder-3p.json';
import { decodeSave, type SaveDocument } from '../../../src/engine/games/mirianth/save';

function load(): SaveDocument {
  const decoded = decodeSave(JSON.stringify(raw));
  if (!decoded.ok) throw new Error(decoded.message);
  return decoded.save;
}

export const reviewFixture: SaveDocument = load();
