/**
 * Pets, spells and knick-knacks (rulings §3.6–3.8). A free icon is spent like a rolled face once
 * per turn: a single icon, a double (both go to one use), a wild, or two singles (Swamp Step).
 */
export type FreeIcon = 'F' | 'S' | 'E' | 'FF' | 'SS' | 'EE' | 'W' | 'F,S';

export interface PetDef { id: string; name: string; free: FreeIcon | null; carry: number }
export interface SpellDef { id: string; name: string; free: FreeIcon | null }
/** `free` knick-knacks are spent like icons; `action` ones are played with the useCard move. */
export interface KkDef { id: string; name: string; free: FreeIcon | null; action: boolean }

export const PETS: readonly PetDef[] = [
  { id: 'packSlug', name: 'Pack Slug', free: null, carry: 2 },
  { id: 'bogToad', name: 'Bog Toad', free: 'F', carry: 1 },
  { id: 'mudHound', name: 'Mud Hound', free: 'S', carry: 1 },
  { id: 'marshNewt', name: 'Marsh Newt', free: 'E', carry: 1 },
  { id: 'snifferBoar', name: 'Sniffer Boar', free: 'FF', carry: 0 },
  { id: 'carrionCrow', name: 'Carrion Crow', free: 'EE', carry: 0 },
  { id: 'snappingTurtle', name: 'Snapping Turtle', free: 'SS', carry: 0 },
  { id: 'tameWisp', name: 'Tame Wisp', free: 'W', carry: 0 },
  { id: 'fatRat', name: 'Fat Rat', free: null, carry: 1 },
];

export const SPELLS: readonly SpellDef[] = [
  { id: 'fireball', name: 'Fireball', free: 'SS' },
  { id: 'skitter', name: 'Skitter', free: 'FF' },
  { id: 'farSight', name: 'Far Sight', free: 'EE' },
  { id: 'chaosHex', name: 'Chaos Hex', free: 'W' },
  { id: 'swampStep', name: 'Swamp Step', free: 'F,S' },
  { id: 'tentaclePact', name: 'Tentacle Pact', free: null },
  { id: 'calmWaters', name: 'Calm Waters', free: null },
  { id: 'fickleFortune', name: 'Fickle Fortune', free: null },
  { id: 'mudShield', name: 'Mud Shield', free: null },
];

export const KNICK_KNACKS: readonly KkDef[] = [
  { id: 'frogBone', name: 'Lucky Frog Bone', free: null, action: false },
  { id: 'cheese', name: 'Smelly Cheese', free: 'W', action: false },
  { id: 'wind', name: 'Bottled Wind', free: 'FF', action: false },
  { id: 'spyglass', name: 'Rusty Spyglass', free: 'EE', action: false },
  { id: 'nail', name: 'Bent Nail', free: 'SS', action: false },
  { id: 'eel', name: 'Pickled Eel', free: null, action: true },
  { id: 'feather', name: 'Pigeon Feather', free: null, action: true },
  { id: 'weightedDice', name: 'Weighted Dice', free: null, action: true },
  { id: 'marbles', name: 'Bag of Marbles', free: null, action: false },
  { id: 'lure', name: 'Tentacle Lure', free: null, action: true },
  { id: 'goldTooth', name: 'Gold Tooth', free: null, action: true },
  { id: 'junk', name: 'Sack of Junk', free: null, action: true },
  { id: 'mapScrap', name: 'Scrap of Map', free: null, action: true },
  { id: 'firefly', name: 'Firefly Jar', free: null, action: true },
];

export const PET_BY_ID = new Map(PETS.map((p) => [p.id, p]));
export const SPELL_BY_ID = new Map(SPELLS.map((p) => [p.id, p]));
export const KK_BY_ID = new Map(KNICK_KNACKS.map((p) => [p.id, p]));
