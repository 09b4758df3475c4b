/** Words for Miremarsh's costs, moves, prompts and events, from the `miremarsh` locale block. */
import type { TFunction } from 'i18next';
import { WARREN } from '../../../../engine/games/miremarsh/catalog/board';
import type { Cost, ItemType, Reward } from '../../../../engine/games/miremarsh/catalog/types';
import { tradesAt } from '../../../../engine/games/miremarsh/rules/location';
import { awaiting } from '../../../../engine/games/miremarsh/rules/awaiting';
import type { MiremarshMove } from '../../../../engine/games/miremarsh/moves';
import type { MiremarshEvent } from '../../../../engine/games/miremarsh/state';
import type { MiremarshView } from '../../../../engine/games/miremarsh/view';
import { cardName, goblinName, monsterName, pathName, spaceLabel, tileName } from './names';

export function where(t: TFunction, view: MiremarshView, space: string): string {
  if (space === 'LURK') return t('miremarsh.lurk');
  return spaceLabel(view, space, (n) => t('miremarsh.levelSpace', { n }), t('miremarsh.warren'));
}

export function costText(t: TFunction, c: Cost): string {
  if (c.kind === 'same') return t('miremarsh.cost.same', { n: c.n });
  if (c.kind === 'icons') return (['F', 'S', 'E'] as const).filter((k) => c[k] > 0).map((k) => `${c[k]} ${t(`miremarsh.icon.${k}`, { count: c[k] })}`).join(' + ');
  const parts: string[] = [];
  if (c.gold > 0) parts.push(t('miremarsh.token.gold', { count: c.gold }));
  if (c.bones > 0) parts.push(t('miremarsh.token.bones', { count: c.bones }));
  if (c.fish > 0) parts.push(t('miremarsh.token.fish', { count: c.fish }));
  if (c.item !== null) parts.push(c.item === 'any' ? t('miremarsh.anyItem') : t(`miremarsh.item.${c.item}`));
  return parts.join(' + ');
}

export function rewardText(t: TFunction, r: Reward, chosen: ItemType | null = null): string {
  switch (r.kind) {
    case 'gold': return t('miremarsh.token.gold', { count: r.n });
    case 'bones': return t('miremarsh.token.bones', { count: r.n });
    case 'fish': return t('miremarsh.token.fish', { count: r.n });
    case 'item': return r.item !== 'choice' ? t(`miremarsh.item.${r.item}`) : chosen ? t(`miremarsh.item.${chosen}`) : t('miremarsh.anyItem');
    case 'draw': return t(`miremarsh.pile.${r.pile}`);
    case 'win': return t('miremarsh.pile.win');
  }
}

/** The engine's short reward notation (`2g+1b+spell`) in words. */
export function rewardsNoted(t: TFunction, what: string): string {
  return what.split('+').map((part) => {
    const m = /^(\d+)(g|b|fish)$/.exec(part);
    if (m) return t(`miremarsh.token.${m[2] === 'g' ? 'gold' : m[2] === 'b' ? 'bones' : 'fish'}`, { count: Number(m[1]) });
    if (part === 'rope' || part === 'dagger' || part === 'map' || part === 'amulet') return t(`miremarsh.item.${part}`);
    if (part === 'item?') return t('miremarsh.anyItem');
    if (part === 'pet' || part === 'spell' || part === 'kk' || part === 'win') return t(`miremarsh.pile.${part}`);
    return part;
  }).join(' + ');
}

function tradeText(t: TFunction, view: MiremarshView, index: number, item: ItemType | null): string {
  const me = view.seats[view.turn.seat];
  const deal = me ? tradesAt(view, me.space)[index] : undefined;
  if (!deal) return t('miremarsh.move.trade', { n: index + 1 });
  const c = deal.cost;
  const give = costText(t, c.item !== null && item !== null ? { ...c, item } : c);
  const get = deal.reward.map((r) => rewardText(t, r, c.item === null ? item : null)).join(' + ');
  return t('miremarsh.move.tradeDeal', { give, get });
}

/** A die in words: "green sword" ("espada verde"). */
export function dieText(t: TFunction, colour: string, face: string | null): string {
  const shown = face ?? '-';
  // Portuguese colours agree with the face's noun (espada preta, olho preto).
  const feminine = t(`miremarsh.faceGender.${shown}`) === 'f';
  return t('miremarsh.dieWords', { colour: t(`miremarsh.dieColour.${colour}${feminine ? '_f' : ''}`), face: t(`miremarsh.face.${shown}`) });
}

/** A payment naming what it spends: "Way 1: green sword + black sword". */
export function payText(t: TFunction, view: MiremarshView, m: Extract<MiremarshMove, { type: 'pay' }>): string {
  const parts = m.pay.map((p) => {
    if ('card' in p) return cardName(p.card);
    const d = view.turn.dice[p.die];
    return d ? dieText(t, d.colour, d.face) : '?';
  });
  if (parts.length === 0) return t('miremarsh.move.pay', { n: m.option + 1 });
  return t('miremarsh.move.payWith', { n: m.option + 1, dice: parts.join(' + ') });
}

export function moveText(t: TFunction, view: MiremarshView, m: MiremarshMove): string {
  switch (m.type) {
    case 'respawn': return t(`miremarsh.move.respawn.${m.at}`);
    case 'rerollOpening': return t('miremarsh.move.rerollOpening');
    case 'move': return t('miremarsh.move.move', { to: where(t, view, m.to) });
    case 'path': return t('miremarsh.move.path', { path: pathName(m.path) });
    case 'spy': return t(`miremarsh.move.spy.${m.what}`, { at: where(t, view, m.target) });
    case 'attempt': return t('miremarsh.move.attempt');
    case 'reroll': return m.keep ? t('miremarsh.move.rerollSome', { n: m.keep.length }) : t('miremarsh.move.reroll');
    case 'pay': return payText(t, view, m);
    case 'giveUp': return t('miremarsh.move.giveUp');
    case 'trade': return tradeText(t, view, m.index, m.item);
    case 'useCard': return m.target === null ? t('miremarsh.move.useCard', { card: cardName(m.card) }) : t('miremarsh.move.useCardAt', { card: cardName(m.card), at: where(t, view, m.target) });
    case 'pickItem': return t('miremarsh.move.pickItem', { item: t(`miremarsh.item.${m.item}`) });
    case 'sneak': return t(m.enter ? 'miremarsh.move.sneakIn' : 'miremarsh.move.sneakBack');
    case 'endTurn': return t('miremarsh.move.endTurn');
    case 'placeCreature': return t('miremarsh.move.placeCreature', { at: where(t, view, m.to) });
    case 'stepCreature': return t(m.leap ? 'miremarsh.move.leapCreature' : 'miremarsh.move.stepCreature', { at: where(t, view, m.to) });
    case 'bribe': return t(m.offer ? 'miremarsh.move.bribe' : 'miremarsh.move.noBribe');
    case 'answerBribe': return t(m.accept ? 'miremarsh.move.acceptBribe' : 'miremarsh.move.refuseBribe');
  }
}

/** What the shown seat must do now, or who the table waits for. */
export function promptText(t: TFunction, view: MiremarshView): string {
  if (view.step === 'over') return t('miremarsh.prompt.over');
  const awaited = awaiting(view);
  if (view.you === null || !awaited.includes(view.you)) return t('miremarsh.prompt.wait', { who: awaited.map((s) => view.seats[s]?.name ?? '').join(', ') });
  return t(`miremarsh.prompt.${view.step}`);
}

export function eventText(t: TFunction, e: MiremarshEvent, view: MiremarshView): string | null {
  const who = (seat: number) => view.seats[seat]?.name ?? '?';
  switch (e.type) {
    case 'turnStarted': return t('miremarsh.event.turn', { who: who(e.seat), goblin: goblinName(e.goblin) });
    case 'diceRolled': return t('miremarsh.event.rolled', { who: who(e.seat), n: e.dice.length });
    case 'swirl': return t('miremarsh.event.swirl', { count: e.count });
    case 'moved': return t('miremarsh.event.moved', { who: who(e.seat), to: where(t, view, e.to) });
    case 'tileFlipped': return t('miremarsh.event.flipped', { tile: tileName(e.tile) });
    case 'monsterArrived': return e.monster === null ? null : t('miremarsh.event.monster', { monster: monsterName(e.monster) });
    case 'spied': return t('miremarsh.event.spied', { who: who(e.seat), at: where(t, view, e.target) });
    case 'challengeStarted': return t('miremarsh.event.challenge', { who: who(e.seat) });
    case 'challengePaid': return t('miremarsh.event.paid', { who: who(e.seat) });
    case 'rewarded': return t('miremarsh.event.rewarded', { who: who(e.seat), what: rewardsNoted(t, e.what) });
    case 'monsterSlain': return t('miremarsh.event.slain', { who: who(e.seat), monster: monsterName(e.monster) });
    case 'traded': return t('miremarsh.event.traded', { who: who(e.seat) });
    case 'creaturePlaced': case 'creatureMoved': return t('miremarsh.event.creature', { at: where(t, view, e.to) });
    case 'creatureDefeated': return t('miremarsh.event.creatureBeaten', { who: who(e.seat) });
    case 'goblinRan': return t('miremarsh.event.ran', { who: who(e.seat) });
    case 'goblinDied': return t('miremarsh.event.died', { who: who(e.seat), goblin: goblinName(e.goblin) });
    case 'frogBoneSaved': return t('miremarsh.event.frogBone', { who: who(e.seat) });
    case 'newGoblin': return t('miremarsh.event.newGoblin', { who: who(e.seat), goblin: goblinName(e.goblin) });
    case 'cardGained': return t('miremarsh.event.card', { who: who(e.seat), card: cardName(e.card) });
    case 'cardUsed': return t('miremarsh.event.cardUsed', { who: who(e.seat), card: cardName(e.card) });
    case 'fishEaten': return t('miremarsh.event.fish', { who: who(e.seat), left: e.left });
    case 'playerOut': return t(`miremarsh.event.out.${e.why}`, { who: who(e.seat) });
    case 'questCompleted': return t('miremarsh.event.quest', { who: who(e.seat), quest: tileName(e.quest) });
    case 'gameEnded': return e.winners.length > 0 ? t('miremarsh.event.won', { who: e.winners.map(who).join(', ') }) : t('miremarsh.event.lost');
    case 'gameStarted': case 'pickedUp': case 'bribeOffered': case 'bribeAnswered': return null;
  }
}

export const isWarren = (space: string): boolean => space === WARREN;
