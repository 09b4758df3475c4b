/** Miremarsh's rules screen, glossary and guided game in English, in this project's own words. */
import type { LearnText } from '../../shared/learn/learnText';
import { ITEM_SPACES, ROOMY } from './itemSpaces';

export const miremarshLearnEn: LearnText = {
  rulesButton: 'Rules',
  help: 'What to do now (rules)',
  learn: 'Learn Miremarsh',
  learnNote: 'A guided solo start, up to your first challenge won.',
  rules: {
    title: 'How to play Miremarsh',
    contents: 'Contents',
    close: 'Close',
    sections: [
      { id: 'overview', title: 'Overview', paragraphs: [
        'Goblins leave the Warren at the centre of the swamp to finish quests, the yellow tiles at the corners. Playing alone you win with two different quests; with friends, the first quest wins.',
        'The swamp is a hex map of face-down tiles, by level: level 1 near the Warren, then 2 and 3. A tile turns up when a goblin walks onto it or peeks at it.',
        'You start with 9 fish and eat one at the end of every turn. With no fish left, you are out. Your goblin can die; the next one takes over, but solo you have four goblins in all.',
      ] },
      { id: 'turn', title: 'A turn', paragraphs: ['Each turn, in order:'], steps: [
        'Take your dice (your goblin\'s, plus one per item) and roll them all.',
        'Spend dice: walk (footprints), peek at a tile (eyes), face a challenge, trade, use a card. Swirls move the creature.',
        'Stop when you like (if no compulsory challenge is waiting) and eat one fish.',
      ] },
      { id: 'dice', title: 'Dice', paragraphs: [
        'Green: footprints, swords, a footprint/sword face. Yellow: footprints, eyes, a footprint/eye face. Black: mostly swords, a footprint, a swirl. Blue: wild stars (any icon), swirls, a blank.',
        'A die pays one thing. A split face gives one of its two icons, a wild star any one icon. Items bring dice: Rope green, Dagger black, Map yellow, Amulet blue.',
      ] },
      { id: 'moving', title: 'Walking and peeking', paragraphs: [
        'A footprint moves your goblin to a neighbouring space; click a glowing space, then the answer. Dashed lines are secret paths: they cut the walk short.',
        'An eye peeks at a neighbouring face-down tile (or the monster waiting there) without going in. Only you see what you peeked at.',
      ] },
      { id: 'challenges', title: 'Challenges', paragraphs: [
        'Most tiles hold a chain of challenges, done top to bottom. Some are compulsory: once you stand there you must face them. Monsters block a lair until slain.',
        'Facing a challenge: pay it with your dice; once per challenge you may re-roll all your remaining dice first, but after a re-roll you must pay or your goblin dies. Without a way to pay you give up, and the goblin dies.',
        'Each challenge won gives its reward: gold, bones, fish, an item, or a card (pet, spell, knick-knack). Finishing a quest tile completes the quest.',
      ] },
      { id: 'paying', title: 'Paying', paragraphs: [
        'A cost is a number of icons (2 swords + 1 eye), or "matching icons" (that many dice showing the same icon), or tokens (gold, bones, fish, an item).',
        'The challenge panel lists every way you can pay right now, and each says which dice it spends. Point at one to lift those dice in your pool; click it to pay.',
      ] },
      { id: 'creature', title: 'The creature', paragraphs: [
        'Every swirl you roll moves the swamp creature one step. When it reaches your goblin you must face its challenge or run.',
        'With friends, the player to your left places and steps it; playing alone it stalks you by itself.',
      ] },
      { id: 'goods', title: 'Goods and trades', paragraphs: [
        `Gold and bones have no limit; gold buys items and cards at trade tiles (the Warren too). A goblin carries ${ITEM_SPACES} items (the ${ROOMY.name} ${ROOMY.spaces}; more with some pets).`,
        'A goblin that dies drops what it carried on its space and around it; the next goblin starts at the Warren, or pays a fish to start where the last one fell.',
      ] },
    ],
    glossary: {
      id: 'glossary',
      title: 'Glossary',
      intro: 'Every sign of the Miremarsh table. Place, monster and card names stay as printed.',
      columns: { glyph: 'Sign', term: 'Name', meaning: 'What it means' },
      groups: [
        { title: 'Goblin panel', entries: [
          { glyph: '><>', term: 'Fish', meaning: 'Food: one is eaten at the end of each turn; none left and you are out.' },
          { glyph: '●', term: 'Gold', meaning: 'Buys items and cards at trade tiles.' },
          { glyph: '✕', term: 'Bones', meaning: 'Traded for gold at some tiles; some costs ask for them.' },
          { glyph: '★', term: 'Quests', meaning: 'Quests completed (two win a solo game).' },
          { glyph: '☠', term: 'Goblins lost', meaning: 'How many of your goblins died.' },
        ] },
        { title: 'Dice faces', entries: [
          { glyph: 'footprint', term: 'Foot', meaning: 'One step to a neighbouring space, or a foot in a cost.' },
          { glyph: 'sword', term: 'Sword', meaning: 'Fighting: most monster costs ask for swords.' },
          { glyph: 'eye', term: 'Eye', meaning: 'Peek at a neighbouring tile, or an eye in a cost.' },
          { glyph: 'split', term: 'Split face', meaning: 'Either of its two icons.' },
          { glyph: 'star', term: 'Wild', meaning: 'Any one icon.' },
          { glyph: 'swirl', term: 'Swirl', meaning: 'Moves the creature one step; it pays nothing.' },
        ] },
        { title: 'The map', entries: [
          { glyph: '1 2 3', term: 'Face-down tile', meaning: 'Its level: higher levels are harder and richer.' },
          { glyph: '', term: 'Warren', meaning: 'The start, safe, with a trade.' },
          { glyph: '', term: 'Quest tile', meaning: 'Yellow, at the corners: finish its chain to complete the quest.' },
          { glyph: '', term: 'Trap, trade, haven, lair', meaning: 'Tile colours: red traps, blue trades, green havens (an extra die), lairs hold a monster.' },
          { glyph: '1', term: 'Goblin token', meaning: 'A goblin, by seat number and colour.' },
          { glyph: '◉', term: 'Peeked', meaning: 'A tile you peeked at (only you see it).' },
          { glyph: '- - -', term: 'Secret path', meaning: 'A shortcut between two spaces.' },
          { glyph: '', term: 'Creature', meaning: 'The purple beast: swirls move it; meeting it means its challenge.' },
        ] },
        { title: 'The challenge panel', entries: [
          { glyph: '', term: 'Compulsory', meaning: 'Red-marked challenges must be faced once you stand there.' },
          { glyph: '', term: 'Way to pay', meaning: 'A button per payment, naming the dice it spends.' },
          { glyph: '', term: 'Re-roll', meaning: 'Once per challenge: all remaining dice; then you must pay or die.' },
        ] },
      ],
    },
  },
  coach: {
    title: 'First steps in the swamp',
    stepOf: (n, total) => `Step ${n} of ${total}`,
    next: 'Next',
    finish: 'Finish',
    rules: 'Rules',
    leave: 'Leave the lesson',
    steps: {
      welcome: 'Welcome to the swamp! Your goblin stands in the Warren, in the middle. Two quests, the yellow corner tiles, win a solo game. This lesson plays with you until your first challenge won.',
      dice: 'These are your dice for this turn. Footprints walk, swords fight, eyes peek, stars are wild, swirls move the creature. Point at the Rules link for more.',
      goblin: 'Your goblin: fish (one eaten per turn), gold, bones, quests and goblins lost, each with its name.',
      explore: 'Follow the glow: it is the Hint\'s move. To walk, click the glowing space on the map, then the glowing answer. "Stop and eat" ends the turn.',
      pay: 'A challenge! Each way to pay names the dice it spends. Click the glowing one: it is the payment the Hint suggests.',
      won: 'Challenge won, and its reward is yours. Carry on toward a quest: the Hint button (H) helps whenever you are unsure. Finish to play on alone.',
    },
  },
};
