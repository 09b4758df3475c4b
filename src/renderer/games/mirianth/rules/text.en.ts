/** The rules of Mirianth Wars in English, retold in this project's own words (not the rulebook's). */
import type { RulesDoc } from './sections';

export const rulesEn: RulesDoc = {
  title: 'How to play Mirianth Wars',
  contents: 'Contents',
  close: 'Close',
  glossaryIntro: 'Every card of the game, with what it does, what it scores and how many heroes it houses. The same words appear when you point at a card on the table.',
  groups: { treasure: 'Treasures', building: 'Buildings', hero: 'Heroes', monster: 'Monsters', other: 'Other cards' },
  columns: { card: 'Card', effect: 'What it does', points: 'Points', housing: 'Houses' },
  sections: {
    overview: {
      title: 'Overview',
      paragraphs: [
        'Two to four rulers gather a faction of heroes, buildings, treasures and monsters, then see what survives the winter. The richest faction at the end wins.',
        'The game has three phases. In the negotiation phase you collect cards, one per round, by announcing what you want and bargaining when others want the same. In the resolution phase your heroes need a roof, the plague strikes and your heroes fight the monsters you took. In the scoring phase every card you still hold is counted.',
        'At the start the app shuffles two decks: the draw deck (only cards marked for this many players) and the plague deck. The Last Round card is hidden among the last 10, 15 or 20 cards of the draw deck, for 2, 3 or 4 players.',
      ],
    },
    round: {
      title: 'A round',
      paragraphs: [
        'Each round one player, the revealer, turns over as many cards from the draw deck as there are players. The revealer changes clockwise every round, and "turn order" always starts from them.',
        'Everyone announces the card they want. A card wanted by one player alone is theirs. A card wanted by two or more is disputed and settled before the round ends (see Disputes and deals).',
        'When every player has a card (or a plague card from a lost test), cards nobody took are put away for good. Then, in turn order, each player may attach one of their free paladins to one of their own monsters: a paladin only fights the monster it is attached to. A monster may collect several paladins over the rounds, but each player attaches at most one per round.',
      ],
    },
    announcements: {
      title: 'Announcements',
      paragraphs: [
        'Pick the revealed card you want. Your choice is public, and you may change it until you lock it in. When everyone has locked in, the claims are compared.',
        'You may only pass (announce nothing) when fewer cards were revealed than there are players.',
        'If someone holds a promise from you that applies this round, they can use it to take the card without a fight from you (see Promises).',
      ],
    },
    disputes: {
      title: 'Disputes and deals',
      paragraphs: [
        'Disputes are settled one at a time, in the order their cards were revealed. Only the players who claimed the card take part, and only they are bound by what is agreed.',
        'A disputant may propose a deal to another: who keeps the claim, any cards passing either way (plague cards too) and up to three promises. The other side accepts or rejects. Each disputant has three proposals per dispute; one proposal waits at a time.',
        'An accepted deal is carried out at once. Whoever gave up the claim then picks one of the revealed cards that nobody announced; if there is none, they get nothing this round.',
        'A disputant who has had enough declares "no deal": they stop proposing but still answer proposals made to them. When nobody can or will propose any more, and no promise is still waiting to be used, bargaining ends.',
        'Peddler and Merchant: when bargaining ends without a deal, anyone holding one of them (in the dispute or not) may play it, in turn order, to decide who gets the card. The others in the dispute pick free cards instead, and the card played is handed to someone who took part in the dispute.',
        'If nothing settles it, the plague test decides.',
      ],
    },
    promises: {
      title: 'Promises',
      paragraphs: [
        'A promise is a token one player gives another as part of a deal. The app keeps it, so it is always honoured. There are three kinds:',
      ],
      steps: [
        'Next round: in the very next round, the promiser will not contest the card the holder claims.',
        'Card type: the first later round that reveals a card of that type (hero, building, treasure or monster), the holder may take such a card without the promiser contesting it.',
        'Once: in any one later round of the holder\'s choosing.',
      ],
    },
    plague: {
      title: 'The plague test',
      paragraphs: [
        'When k players still fight over a card, the card is shuffled with k − 1 cards from the plague deck, face down. This small pile is the deck of fate. Each disputant gets one card from it, and all are turned over together.',
        'Whoever draws the disputed card keeps it. Everyone else keeps the plague card they drew and gets nothing more this round. If the plague deck runs short, the missing cards are blanks that give nothing.',
        'A plague card shows 0, 1 or 2 hero penalties that will cost heroes in the resolution phase.',
      ],
    },
    lastRound: {
      title: 'The Last Round',
      paragraphs: [
        'When the Last Round card is revealed it is set aside and another card takes its place. The current round is played, then exactly one more: that one is the last.',
        'If the draw deck cannot supply a full reveal, what is left is revealed and that round is the last one. The top bar says when the next round or this round is the last.',
        'After the last round, the resolution phase begins.',
      ],
    },
    resolution: {
      title: 'Resolution steps',
      paragraphs: [
        'Every player finishes each step before the next begins. Each player decides only about their own faction.',
      ],
      steps: [
        'Archer targets: aim each archer at one of your monsters (or at none). An archer hits for 1, 3, 5 or 8 when you own 1, 2, 3 or 4 or more archers.',
        'Initial accommodation: each hero needs one place of housing from your buildings. If heroes outnumber places, discard heroes of your choice until they fit.',
        'Plague effect: discard one hero for every hero penalty on your plague cards. A Priestess may be thrown away to cancel two of them, a Wall to cancel one. Then your plague cards go, unless you have a Necromancer.',
        'Battles: fight your monsters one at a time, in the order you like. Add up the attached paladins (each +1 per Squire), the archers aimed at that monster and each Mage (worth the number of your monsters still on the field, this one included). If the total reaches the monster\'s resistance it is defeated and kept for points. Paladins and archers fight once; Mages fight every battle. Before a battle a Rogue may be thrown away to send one unfought monster to the box.',
        'Monster attacks: every monster still standing makes you discard one card of each type its penalty symbols show (you choose which); a Wall or a Priestess can cancel penalties here too. Then those monsters leave.',
        'Final accommodation: as the first one, with the buildings you have left.',
      ],
    },
    scoring: {
      title: 'Scoring',
      paragraphs: [
        'Points are counted in this order: heroes (printed points, King, Builder, Miner, Necromancer, and the Saboteur\'s 2-point loss for each neighbour of its owner), buildings, treasures (printed points, Diamond, Gold) and finally defeated monsters.',
        'The highest total wins. On a tie, the player who defeated more monsters wins; if still tied, the victory is shared. The score sheet shows every card\'s share.',
      ],
    },
    glossary: { title: 'Card glossary' },
  },
};
