/** How many items a goblin carries, read from the catalog so the rules text follows its values. */
import { GOBLINS } from '../../../../engine/games/miremarsh/catalog/goblins';

const counts = GOBLINS.map((g) => g.spaces);
/** The item spaces most goblins have. */
export const ITEM_SPACES = Math.min(...counts);
/** The goblin with the most item spaces (the Lugger today). */
export const ROOMY = GOBLINS.reduce((a, b) => (b.spaces > a.spaces ? b : a));
