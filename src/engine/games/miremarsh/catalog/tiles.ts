/**
 * The locations (rulings §3.2–3.4), in this project's notation. A row is
 * [id, name, kind, compulsory, optional chain, reward, extra]; `extra` holds trades (`cost > reward; …`),
 * a haven (`+1G`, `spy2`) or, for a lair, its underside as `kind: chain | reward | extra`.
 */
import { chain, rewards, tokenCost } from './notation';
import type { Haven, Level, TileBody, TileDef, TileKind, Trade } from './types';

type Row = readonly [id: string, name: string, kind: TileKind, compulsory: string, optional: string, reward: string, extra: string];

function trades(text: string): Trade[] {
  return text.split(';').map((t) => t.trim()).filter((t) => t !== '').map((t) => {
    const [c = '', r = ''] = t.split('>');
    return { cost: tokenCost(c.trim()), reward: rewards(r) };
  });
}

function haven(text: string): Haven | null {
  if (text === 'spy2') return { spyRange: 2 };
  const m = /^\+1([GYKU])$/.exec(text);
  return m ? { die: m[1] as 'G' | 'Y' | 'K' | 'U' } : null;
}

function body(kind: TileKind, compulsory: string, optional: string, reward: string, extra: string): TileBody {
  const isHaven = kind === 'haven';
  return {
    kind,
    compulsory: chain(compulsory),
    optional: chain(optional),
    reward: rewards(reward),
    trades: kind === 'trade' ? trades(extra) : [],
    haven: isHaven ? haven(extra) : null,
  };
}

/** A lair's underside: `kind | optional | reward | extra`. */
function under(text: string): TileBody {
  const [kind = 'safe', optional = '', reward = '', extra = ''] = text.split('|').map((s) => s.trim());
  return body(kind as TileKind, '', optional, reward, extra);
}

function tile(level: Level, [id, name, kind, compulsory, optional, reward, extra]: Row): TileDef {
  if (kind === 'lair') return { id, name, level, lair: true, body: under(extra) };
  return { id, name, level, lair: false, body: body(kind, compulsory, optional, reward, extra) };
}

const FIXED: readonly Row[] = [
  ['bees', 'Bees!', 'trap', '2F/1S+1E', '2S', '1fish+1g', ''],
  ['pit', 'Obvious Pit Trap', 'trap', '1F', '1E+1F', 'item?', ''],
  ['shaman', 'Troll Shaman', 'trade', '', '', '', '2b > 2g; 3g > spell; 1b+1g > kk'],
  ['well', 'Abandoned Wishing Well', 'trade', '', '', '', '2g > kk; 3g > 1fish; 2b > item?'],
];

const L1: readonly Row[] = [
  ['L1-01', 'Sucking Mud', 'trap', '1F', '', '', ''],
  ['L1-02', 'Leech Shallows', 'trap', '1S', '1S+1F', '2g', ''],
  ['L1-03', 'Toadstool Ring', 'encounter', '', '1E', 'kk', ''],
  ['L1-04', 'Drowned Cart', 'encounter', '', '2S » 1F', 'item?', ''],
  ['L1-05', 'Rat Hole', 'lair', '', '', '', 'encounter | 1E | 1g'],
  ['L1-06', 'Heron Roost', 'lair', '', '', '', 'encounter | 1S+1F | 1g+1b'],
  ['L1-07', "Peddler's Stump", 'trade', '', '', '', '2g > rope; 2g > map; 1 item > 1g'],
];

const L2: readonly Row[] = [
  ['L2-01', 'Quicksand', 'trap', '2F/1S+1E', '', '', ''],
  ['L2-02', 'Bramble Thicket', 'trap', '1S+1F', '2S', '2g', ''],
  ['L2-03', 'Rickety Bridge', 'trap', '1S+1F/1g', '', '', ''],
  ['L2-04', 'Snake Pit', 'lair', '', '', '', 'encounter | 2S | 1g+1b'],
  ['L2-05', 'Ogre Hollow', 'lair', '', '', '', 'trade | | | 1b > 1g'],
  ['L2-06', 'Boar Wallow', 'lair', '', '', '', 'haven | | | +1G'],
  ['L2-07', "Hermit's Hovel", 'encounter', '', '1E » 1E+1F', 'spell', ''],
  ['L2-08', 'Sunken Shrine', 'encounter', '', '3=', 'item?+1g', ''],
  ['L2-09', 'Bone Market', 'trade', '', '', '', '2b > 3g; 2g > kk; 1 item > 1g'],
  ['L2-10', 'Misty Hollow', 'haven', '', '1E+1F', '1fish', '+1U'],
];

const L3: readonly Row[] = [
  ['L3-01', 'Sinkhole', 'trap', '2F+1S/3S', '', '', ''],
  ['L3-02', 'Thorn Maze', 'trap', '2S+1F', '1E', '2g', ''],
  ['L3-03', 'Giant Web', 'trap', '3S/2F+1E', '3S', 'spell', ''],
  ['L3-04', 'Swamp Gas', 'trap', '3=', '', '', ''],
  ['L3-05', 'Snare Line', 'trap', '1F+1S+1E/2S+1F', '', '', ''],
  ['L3-06', 'Crumbling Keep', 'lair', '', '', '', 'encounter | 2E | item?'],
  ['L3-07', "Hag's Pool", 'lair', '', '', '', 'trade | | | 2g > spell'],
  ['L3-08', 'Wyrm Burrow', 'lair', '', '', '', 'haven | | | +1K'],
  ['L3-09', 'Bone Pile', 'lair', '', '', '', 'encounter | 1S+1E | 2b'],
  ['L3-10', 'Old Mill', 'lair', '', '', '', 'safe'],
  ['L3-11', 'Dragon Cave', 'encounter', '', '2E » 3S » 2S+2F', '4g+item?', ''],
  ['L3-12', 'Barrow Mound', 'encounter', '', '2S » 2S+1E', 'spell+1b', ''],
  ['L3-13', 'Fairy Ring', 'encounter', '', '1F+1S+1E', '2fish', ''],
  ['L3-14', 'Drowned Temple', 'encounter', '', '3= » 4=', 'amulet+2g', ''],
  ['L3-15', 'Bandit Camp', 'encounter', '', '3S', '3g', ''],
  ['L3-16', 'Black Market', 'trade', '', '', '', '3g > item?; 4g > pet; 1 item > 2g'],
  ['L3-17', "Bone Witch's Shack", 'trade', '', '', '', '3b > spell; 1b > 1g; 2g > kk'],
  ['L3-18', 'Hollow Oak', 'haven', '', '', '', '+1K'],
  ['L3-19', 'Old Watchtower', 'haven', '', '', '', 'spy2'],
];

const L4: readonly Row[] = [
  ['Q-01', "Rob the Wizard's Tomb", 'quest', '1E+1F', '2S+1E » 1F+1S+1E', 'win', ''],
  ['Q-02', 'Run Down the Silver Stag', 'quest', '2F', '2F+1S » 3F+1S', 'win', ''],
  ['Q-03', "Burn the Elf Queen's Barge", 'quest', '1S+1F', '3S » 2S+2F', 'win', ''],
  ['Q-04', 'Kidnap the Mayor of Puddleby', 'quest', '1F+1S', '1S+1E » 2S+1E', 'win', ''],
  ['Q-05', "Steal the Giant Swan's Egg", 'quest', '2=', '3= » 4=', 'win', ''],
  ['Q-06', 'Curdle the Fairy Spring', 'quest', '1S+1E', '2S » 2S+1E+1F', 'win', ''],
];

export const FIXED_TILES: readonly TileDef[] = FIXED.map((r) => tile(2, r));
export const TILES_BY_LEVEL: Readonly<Record<Level, readonly TileDef[]>> = {
  1: L1.map((r) => tile(1, r)), 2: L2.map((r) => tile(2, r)), 3: L3.map((r) => tile(3, r)), 4: L4.map((r) => tile(4, r)),
};

const ALL = [...FIXED_TILES, ...TILES_BY_LEVEL[1], ...TILES_BY_LEVEL[2], ...TILES_BY_LEVEL[3], ...TILES_BY_LEVEL[4]];
const BY_ID = new Map(ALL.map((t) => [t.id, t]));

export function tileDef(id: string): TileDef {
  const t = BY_ID.get(id);
  if (!t) throw new Error(`Unknown tile ${id}`);
  return t;
}

/** The Warren: a safe trade space the creature never enters (§3.2). */
export const WARREN_BODY: TileBody = body('trade', '', '', '', '2g > item?; 3g > pet; 1 item > 1g');
