/** Nains' rules screen, glossary, legend and guided game in English, in this project's own words. */
import type { LearnText } from '../../shared/learn/learnText';

export const nainsLearnEn: LearnText = {
  rulesButton: 'Rules',
  help: 'What to do now (rules)',
  learn: 'Learn Nains',
  learnNote: 'A guided first Era with two gentle Lords.',
  rules: {
    title: 'How to play Nains',
    contents: 'Contents',
    close: 'Close',
    sections: [
      { id: 'overview', title: 'Overview', paragraphs: [
        'Two to five Lords build a dwarf city. Each turn the taverns fill with dwarves, and the Lords bid coins to choose first. The Lord with the most Bravery after two Eras wins.',
        'Your city has five columns, one per Order: Retaliation (red), Wanderers (green), Temple (purple), Shield (blue) and Forge (orange). Every Order scores in its own way.',
        'An Era has 4 turns with 2 or 3 Lords, 3 turns with 4 or 5. Era 1 ends with a prize for the Lords who lead each Order; Era 2 ends with the final count.',
      ] },
      { id: 'turn', title: 'Bids', paragraphs: [
        'Three taverns open each turn, each with as many dwarves as there are Lords (3 with two Lords). You hold five coins. Put one coin face down on each tavern; the other two go to your pouch.',
        'A high coin chooses early. The 0 coin chooses last but lets you swap your two pouch coins for one bigger coin (the exchange).',
      ] },
      { id: 'taverns', title: 'Taverns', paragraphs: [
        'Tavern I, then II, then III: the coins on it are turned up and the Lords choose one dwarf each, highest coin first. Equal coins go by gem, highest first, and after the tavern the tied Lords swap gems (the lowest gem with the highest).',
        'A dwarf goes into the column of its Order. Dwarves nobody took leave the game.',
        'With two Lords, in Tavern II the first Lord also sends one of the two dwarves left out of play.',
      ] },
      { id: 'orders', title: 'The five Orders', paragraphs: ['Each column scores at the end:'], steps: [
        'Retaliation (red): the sum of its points. Taking one raises the coin you bid with by 1 (with the 0 coin, a pouch coin rises instead).',
        'Wanderers (green): the sum of its points, but a card whose value the column already holds gets a pariah marker ✕ and its points do not count.',
        'Temple (purple): its points multiplied by the ✚ icons in your whole city. No ✚, no Temple points.',
        'Shield (blue): the cards have no points; the number of ranks reads a table that climbs faster and faster.',
        'Forge (orange): the sum of its points, plus the number of different runes in your city, squared (six runes: 36).',
      ] },
      { id: 'lines', title: 'Lines and Fighters', paragraphs: [
        'Each ● on a card is a rank. When every column holds at least one rank, your first line is complete; two ranks in every column make the second line, and so on. The ≡ badge counts your lines.',
        'Each new line recruits one Fighter from the stands at once. A coloured Fighter joins its Order\'s column (and may complete more lines); a white one goes to your command area; a black one joins the column you choose. Mercenaries score together in the command area.',
        'Svara lets you look at the next Era\'s dwarves and keep one.',
      ] },
      { id: 'coins', title: 'Coins', paragraphs: [
        'Bronze coins: 0, 2, 3, 4 and 6. Raising a coin takes a gold coin of the new value from the Treasury (or the nearest one left) and gives the old one back: bronze leaves the game, gold returns to the Treasury.',
        'The exchange: after a 0 bid, your two pouch coins become one coin worth their sum, and the bigger of the two goes back. The Trade coin (T) bids as 3 and exchanges like the 0.',
        'Your five coins count as Bravery at the end.',
      ] },
      { id: 'era', title: 'End of Era 1', paragraphs: [
        'Each Elite Fighter goes to the Lord with the most ranks in its Order; a tie means nobody gets it. Then Liquor Certification goes to the Lord with the most ◆ (Malt) icons, again only without a tie.',
        'Era 2 then starts with new dwarves and works the same way.',
      ] },
      { id: 'scoring', title: 'Final count', paragraphs: [
        'Bravery = the five Orders + the command area + your coins. The highest total wins; equal totals go to the higher gem.',
      ] },
    ],
    glossary: {
      id: 'glossary',
      title: 'Glossary',
      intro: 'Every sign on the Nains table. The same words show when you point at a card or a column.',
      columns: { glyph: 'Sign', term: 'Name', meaning: 'What it means' },
      groups: [
        { title: 'Column heads', entries: [
          { glyph: 'Ret', term: 'Retaliation', meaning: 'Red Order: its points count; taking one raises your coin by 1.' },
          { glyph: 'Wan', term: 'Wanderers', meaning: 'Green Order: its points count, except cards with a pariah marker.' },
          { glyph: 'Tem', term: 'Temple', meaning: 'Purple Order: its points × the ✚ icons in your city.' },
          { glyph: 'Shi', term: 'Shield', meaning: 'Blue Order: scored by its number of ranks.' },
          { glyph: 'For', term: 'Forge', meaning: 'Orange Order: its points + (different runes)².' },
        ] },
        { title: 'On the cards', entries: [
          { glyph: '7', term: 'Points', meaning: 'The big number: what the card is worth in its column (– for none).' },
          { glyph: '●', term: 'Rank', meaning: 'One rank for lines and for the Era 1 prizes; some cards have two.' },
          { glyph: '◆', term: 'Malt', meaning: 'Counts for Liquor Certification and for some Fighters.' },
          { glyph: '✚', term: 'Hidden icon', meaning: 'Multiplies your Temple points.' },
          { glyph: 'S E F C R T', term: 'Runes', meaning: 'Stone, Ember, Frost, Crown, Root, Thunder: each different rune raises the Forge.' },
          { glyph: '✷', term: 'Wild rune', meaning: 'Counts as one rune type you are missing.' },
          { glyph: '✕', term: 'Pariah marker', meaning: 'A repeated value in Wanderers: that card\'s points do not count.' },
        ] },
        { title: 'On the table', entries: [
          { glyph: '≡2', term: 'Lines', meaning: 'Complete lines in your city; +1 means a recruit is waiting.' },
          { glyph: '◈4', term: 'Gem', meaning: 'Breaks ties between equal coins and equal totals; tied Lords swap gems.' },
          { glyph: '0 2 3 4 6', term: 'Coins', meaning: 'Your bronze coins; gold ones come from the Treasury as coins rise.' },
          { glyph: 'T', term: 'Trade coin', meaning: 'Bids as 3 and lets you exchange like the 0 coin.' },
          { glyph: '◌', term: 'Hollow pip', meaning: 'In a column: the rank the next line needs.' },
          { glyph: '', term: 'Treasury', meaning: 'The gold coins left, by value.' },
          { glyph: '', term: 'Fighters', meaning: 'The stands: each new line recruits one of them.' },
          { glyph: '', term: 'Elite Fighters', meaning: 'Prizes for the Order leaders at the end of Era 1.' },
          { glyph: '', term: 'Command area', meaning: 'White Fighters, Elites and Mercenaries: no column, their icons still count.' },
        ] },
      ],
    },
  },
  coach: {
    title: 'First Era',
    stepOf: (n, total) => `Step ${n} of ${total}`,
    next: 'Next',
    finish: 'Finish',
    rules: 'Rules',
    leave: 'Leave the lesson',
    held: 'The other Lords wait until you press Next.',
    steps: {
      welcome: 'Welcome, Lord! You build a dwarf city against two gentle Lords. This lesson plays Era 1 with you. The legend below the table names every sign; point at anything for its name.',
      taverns: 'Each turn three taverns fill with dwarves. Their colour is their Order, the big number their points, ● their ranks.',
      bid: 'Bid: put one coin on each tavern, the other two go to your pouch. High coins choose first. The glowing coins are the hint\'s choice: click them, then "Lay coins face down".',
      pick: 'The taverns open one by one. When it is your turn, take a dwarf: the glowing one is the hint\'s choice, but any is fine.',
      city: 'Your dwarf joined its column. Every column scores its own way (see the legend). When all five columns hold a rank, a line is complete and you recruit a Fighter.',
      play: 'Play on to the end of the Era: bid, take dwarves, recruit when a line completes. The glow always shows the hint\'s move.',
      eraEnd: 'Era 1 is over: the Lords leading an Order won its Elite Fighter. Era 2 works the same way, then comes the final count. Finish the lesson and play on.',
    },
  },
};
