/** Bravery: the five Order values, the command area and the coins (rulings §5, §8). */
import { cardPoints, isBlack, MERCENARY_BAND, shieldValue, standCard } from '../catalog';
import { RUNES, type Army, type CardId, type Coin, type FinalScore } from '../types';
import { cityIcons, columnRanks, completeLines, countIcon } from './army';
import { coinValue } from './coins';

export interface City { army: Army; command: readonly CardId[]; coins: readonly Coin[] }

const pts = (id: CardId): number => cardPoints(id) ?? 0;

export function scoreCity(city: City): FinalScore {
  const { army, command } = city;
  const icons = cityIcons(army, command);
  const malt = countIcon(icons, 'M');
  const hidden = countIcon(icons, 'H');
  const retaliation = army.retaliation.reduce((s, c) => s + pts(c.id), 0);
  const wanderers = army.wanderers.reduce((s, c) => s + (c.pariah ? 0 : pts(c.id)), 0);
  const templeColored = army.temple.reduce((s, c) => s + (isBlack(c.id) ? 0 : pts(c.id)), 0);
  const templeBlack = army.temple.reduce((s, c) => s + (isBlack(c.id) ? pts(c.id) : 0), 0);
  const temple = templeColored * hidden + templeBlack;
  const shieldBonus = command.includes('X-shield') ? 2 : 0;
  const shield = shieldValue(columnRanks(army, 'shield') + shieldBonus) + army.shield.reduce((s, c) => s + (isBlack(c.id) ? pts(c.id) : 0), 0);
  const distinct = RUNES.filter((r) => icons.includes(r)).length;
  // The wild rune adds a type the city lacks; with all six there is nothing to add.
  const runes = Math.min(6, distinct + (icons.includes('wild') ? 1 : 0));
  const forge = army.forge.reduce((s, c) => s + pts(c.id), 0) + runes * runes;
  const lines = completeLines(army);
  let commandPoints = 0;
  let mercenaries = 0;
  for (const id of command) {
    if (id === 'W1') commandPoints += malt;
    else if (id === 'W5') commandPoints += 3 * lines;
    else if (id === 'LQ') commandPoints += 2 * malt;
    else if (standCard(id)?.rank === 'mercenary') mercenaries++;
    else commandPoints += pts(id);
  }
  commandPoints += MERCENARY_BAND[Math.min(4, mercenaries)] ?? 0;
  const coins = city.coins.reduce((s, c) => s + coinValue(c), 0);
  const total = retaliation + wanderers + temple + shield + forge + commandPoints + coins;
  return { retaliation, wanderers, temple, shield, forge, command: commandPoints, coins, total };
}

/** Highest total wins; equal totals go to the higher gem (gems are unique). */
export function winnersOf(totals: readonly number[], gems: readonly number[]): number[] {
  let best = -1;
  for (let i = 0; i < totals.length; i++) {
    const b = totals[best];
    if (best < 0 || b === undefined || (totals[i] ?? 0) > b || ((totals[i] ?? 0) === b && (gems[i] ?? 0) > (gems[best] ?? 0))) best = i;
  }
  return best < 0 ? [] : [best];
}
