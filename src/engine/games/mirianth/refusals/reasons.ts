/**
 * Why a move is refused, as a stable key plus parameters: the UI translates these (never the
 * English sentence), and the English message every other reader sees (CLI, logs, saves' replay
 * errors) is written here once, from the same key and parameters.
 */
export type RefusalParams = Readonly<Record<string, string | number>>;

const plural = (n: string | number | undefined, one: string, many: string): string => (n === 1 ? one : many);
const p = (params: RefusalParams, key: string): string => String(params[key] ?? '?');

/** Every reason the Mirianth engine gives, with its English text. */
export const REFUSAL_EN = {
  gameOver: () => 'The game is over',
  tableClosing: () => 'This table is closing',
  noSuchSeat: (x: RefusalParams) => `There is no seat ${p(x, 'seat')}`,
  wrongStep: (x: RefusalParams) => `"${p(x, 'move')}" is not a move during ${p(x, 'step')}`,
  notYourTurn: (x: RefusalParams) => `Seat ${p(x, 'seat')} has nothing to decide right now`,
  unknownCard: (x: RefusalParams) => `Unknown card "${p(x, 'card')}"`,
  notAccepted: (x: RefusalParams) => `The ${p(x, 'move')} move was not accepted here`,
  malformed: (x: RefusalParams) => p(x, 'detail'),
  pickOpenCard: () => 'Pick one of the revealed cards nobody announced',
  battlesOver: () => 'Your battles are over',
  fightOwnMonsters: () => 'You can only fight your own monsters',
  alreadyFought: () => 'That monster has already been fought',
  rogueOwn: () => 'Use your own Rogue on your own monster',
  onlyRogue: () => 'Only a Rogue can do that',
  rogueBeforeBattle: () => 'The Rogue removes a monster before its battle',
  cardTwice: () => 'A card appears twice',
  discardOwnHeroes: () => 'Discard heroes from your own faction',
  discardHeroCount: (x: RefusalParams) => `Discard exactly ${p(x, 'need')} ${plural(x['need'], 'hero', 'heroes')}`,
  promiseWhilePending: () => 'A promise can only be invoked while no proposal is waiting',
  noSuchPromise: (x: RefusalParams) => `There is no promise ${p(x, 'promise')}`,
  onlyBeneficiary: () => 'Only the beneficiary may invoke a promise',
  promiseNotApplicable: () => 'That promise does not apply to this dispute',
  finishBattlesFirst: () => 'Finish your battles first',
  wallPenaltyKind: () => 'A Wall cancels a hero, building or treasure penalty',
  peddlerOwn: () => 'Play a Peddler or Merchant from your faction',
  winnerDisputant: () => 'The disputed card must go to a disputant',
  handToParticipant: (x: RefusalParams) => `Hand the ${p(x, 'kind')} to someone else who took part in the dispute`,
  handToOtherDisputant: (x: RefusalParams) => `Hand the ${p(x, 'kind')} to a disputant other than yourself`,
  mustAnnounce: () => 'Every player must announce a card this round',
  announceRevealed: () => 'Announce one of the revealed cards',
  announceBeforeLock: () => 'Announce a card before locking in',
  useOwnCanceller: () => 'Use your own Priestess or Wall',
  onlyPriestess: () => 'Only a Priestess cancels two hero penalties',
  onlyWall: () => 'Only a Wall cancels one penalty',
  noHeroPenaltyLeft: () => 'No hero penalty is left for that Priestess to cancel',
  noPenaltyLeftForWall: (x: RefusalParams) => `No ${p(x, 'penalty')} penalty is left for that Wall to cancel`,
  cardTwiceInAnswer: () => 'A card appears twice in your answer',
  discardOwnCards: () => 'Discard cards from your own faction',
  discardCount: (x: RefusalParams) => `Discard exactly ${p(x, 'need')} ${p(x, 'penalty')} ${plural(x['need'], 'card', 'cards')}`,
  discardOnlyCalled: () => 'Discard only cards the penalties call for',
  archerOnce: () => 'Each archer aims once',
  aimOwn: () => 'Aim your own archers at your own monsters',
  onlyArchers: () => 'Only archers take aim',
  aimAtMonsters: () => 'Archers aim at monsters',
  attachOwn: () => 'Attach your own paladin to your own monster',
  onlyPaladin: () => 'Only a paladin can be attached',
  paladinAttached: () => 'That paladin is already attached',
  attachToMonsters: () => 'Paladins attach to monsters',
  proposalWaiting: () => 'Another proposal is waiting for an answer',
  proposalsUsed: () => 'You have made all your proposals in this dispute',
  proposalTarget: () => 'Proposals go to another disputant still bargaining',
  claimSide: () => 'The claim must stay with one side of the deal',
  cardTwiceInDeal: () => 'A card appears twice in the deal',
  giveOwn: () => 'You can only give cards from your faction',
  askTheirs: () => 'You can only ask for cards from their faction',
  promiseLimit: (x: RefusalParams) => `At most ${p(x, 'max')} promises per deal`,
  promiseSides: () => 'Only the two sides of a deal can promise',
  cardTypeOnly: () => 'Only a card-type promise names a card type',
  unknownCardType: () => 'Unknown card type',
  worthlessNextRound: () => 'This is the last round: a next-round promise could never be used',
  worthlessCardType: () => 'This is the last round: no later round will reveal a card for a card-type promise',
  worthlessOnce: () => 'This is the last round: there is no later round to use a promise in',
  noProposalToAnswer: () => 'There is no proposal for you to answer',
  answerFirst: () => 'Answer the waiting proposal first',
  alreadyNoDeal: () => 'You already declared no deal',
} satisfies Record<string, (x: RefusalParams) => string>;

export type RefusalReason = keyof typeof REFUSAL_EN;
export const REFUSAL_REASONS = Object.keys(REFUSAL_EN) as RefusalReason[];

