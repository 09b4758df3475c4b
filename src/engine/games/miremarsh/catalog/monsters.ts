/** The monsters (rulings §3.5): [id, name, compulsory, optional chain, slay reward]. */
import { chain, rewards } from './notation';
import type { MonsterDef } from './types';

type Row = readonly [string, string, string, string, string];

const ROWS: Readonly<Record<1 | 2 | 3, readonly Row[]>> = {
  1: [
    ['M1-1', 'Giant Leech', '1S', '1S', '1g'],
    ['M1-2', 'Rat Swarm', '1S/1F', '2S', '1g+1b'],
    ['M1-3', 'Mud Crab', '1S', '1S+1F', 'rope'],
    ['M1-4', 'Angry Heron', '1F', '2S', '2g'],
    ['M1-5', 'Bog Imp', '1S/1E', '1E+1F', 'kk'],
    ['M1-6', 'Snapping Eel', '2S/1S+1E', '', '1g+1b'],
  ],
  2: [
    ['M2-1', 'Swamp Troll', '2S', '2S » 1F+1S', '2g+1b'],
    ['M2-2', 'Bog Hag', '1S+1E/2S', '2E', 'spell'],
    ['M2-3', 'Giant Toad', '2F/2S', '2S+1F', 'pet'],
    ['M2-4', 'Old Gator', '2S', '3S', 'dagger+1b'],
    ['M2-5', 'Marsh Wolves', '1S+1F', '2S+1F', '2g+1b'],
    ['M2-6', "Will-o'-Wisp", '1E/2F', '2E', 'amulet'],
    ['M2-7', 'Halfling Poachers', '2S/1g', '2S+1E', 'map+1g'],
  ],
  3: [
    ['M3-1', 'Bog Hydra', '3S', '2S » 2S+1F', '3g+2b'],
    ['M3-2', 'Mud Giant', '2S+1F', '4=', 'item?+2b'],
    ['M3-3', 'Swamp Wyvern', '2F+1S', '3S+1E', '4g'],
    ['M3-4', 'Ghost Knight', '2E/3S', '2E+2S', 'spell+amulet'],
    ['M3-5', 'Old Snapjaw', '3S', '4S', 'dagger+2b'],
    ['M3-6', 'Witch-Hunter', '2S+1E/3=', '3S+1E', 'map+3g'],
  ],
};

const make = (level: 1 | 2 | 3) => ([id, name, c, o, r]: Row): MonsterDef => ({ id, name, level, compulsory: chain(c), optional: chain(o), slayReward: rewards(r) });

export const MONSTERS_BY_LEVEL: Readonly<Record<1 | 2 | 3, readonly MonsterDef[]>> = { 1: ROWS[1].map(make(1)), 2: ROWS[2].map(make(2)), 3: ROWS[3].map(make(3)) };
const BY_ID = new Map([...MONSTERS_BY_LEVEL[1], ...MONSTERS_BY_LEVEL[2], ...MONSTERS_BY_LEVEL[3]].map((m) => [m.id, m]));

export function monsterDef(id: string): MonsterDef {
  const m = BY_ID.get(id);
  if (!m) throw new Error(`Unknown monster ${id}`);
  return m;
}
