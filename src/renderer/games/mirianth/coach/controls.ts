/**
 * Which HUD controls make a scripted move, in the order a person uses them, and which of them
 * still needs a click: the coach makes that one glow and lets only it be clicked.
 */
import type { Move } from '../../../../engine/games/mirianth';

/** `toggle`: must end up pressed; `press`: a button that acts; `added`: a button whose work shows as element `shows`. */
export type Control = { act: 'toggle' | 'press'; id: string } | { act: 'added'; id: string; shows: string };

const toggle = (id: string): Control => ({ act: 'toggle', id });
const press = (id: string): Control => ({ act: 'press', id });

function proposeControls(move: Extract<Move, { type: 'propose' }>): Control[] {
  const { deal, seat } = move;
  const out = [toggle(`deal-to-${deal.to}`), toggle(deal.claimant === seat ? 'deal-claimant-me' : 'deal-claimant-them')];
  for (const id of deal.give) out.push(toggle(`deal-give-${id}`));
  for (const id of deal.take) out.push(toggle(`deal-take-${id}`));
  deal.promises.forEach((p, i) => {
    out.push(toggle(p.promiser === seat ? 'deal-promise-by-me' : 'deal-promise-by-them'), toggle(`deal-promise-kind-${p.kind}`));
    if (p.cardType) out.push(toggle(`deal-promise-type-${p.cardType}`));
    out.push({ act: 'added', id: 'deal-promise-add', shows: `deal-promise-${i}` });
  });
  out.push(press('deal-propose'));
  return out;
}

export function moveControls(move: Move): Control[] {
  switch (move.type) {
    case 'announce':
      if (move.card === null) return [press('announce-pass')];
      return move.lock ? [toggle(`announce-${move.card}`), press('lock-in')] : [press(`announce-${move.card}`)];
    case 'lock': return [press('lock-in')];
    case 'propose': return proposeControls(move);
    case 'accept': return [press('deal-accept')];
    case 'reject': return [press('deal-reject')];
    case 'noDeal': return [press('deal-nodeal')];
    case 'invokePromise': return [press(`promise-invoke-${move.promise}`)];
    case 'pick': return [press(`pick-${move.card}`)];
    case 'playPeddler':
      return [toggle(`peddler-card-${move.card}`), toggle(`peddler-winner-${move.winner}`), toggle(`peddler-handto-${move.handTo}`), press('peddler-play')];
    case 'passPeddler': return [press('peddler-pass')];
    case 'attach': return [toggle(`attach-paladin-${move.paladin}`), toggle(`attach-monster-${move.monster}`), press('attach-confirm')];
    case 'skipAttach': return [press('attach-skip')];
    case 'aim': return [...move.aims.map((a) => toggle(`aim-${a.archer}-${a.monster}`)), press('aim-confirm')];
    case 'discardHeroes': return [...move.cards.map((id) => toggle(`discard-${id}`)), press('discard-confirm')];
    case 'resolvePlague':
      return [...move.priestesses.map((id) => toggle(`priestess-${id}`)), ...move.walls.map((id) => toggle(`wall-${id}-hero`)),
        ...move.discard.map((id) => toggle(`discard-${id}`)), press('penalty-confirm')];
    case 'fight': return [press(`fight-${move.monster}`)];
    case 'rogue': return [press(`rogue-${move.rogue}-${move.monster}`)];
    case 'resolveAttacks':
      return [...move.priestesses.map((id) => toggle(`priestess-${id}`)), ...move.walls.map((w) => toggle(`wall-${w.wall}-${w.cancels}`)),
        ...move.discard.map((id) => toggle(`discard-${id}`)), press('penalty-confirm')];
  }
}

/** Choices that are sets (discards, cancellers): pressed ones the move does not want must be released first. */
const SET_PREFIXES = ['discard-', 'priestess-', 'wall-'];

export interface ControlDom {
  pressed(id: string): boolean | null;
  exists(id: string): boolean;
  /** Test ids of the pressed toggles inside the action panel. */
  pressedIds(): string[];
}

/** The test id of the control to click next for `move`, or null when none is showing. */
export function nextControl(move: Move, dom: ControlDom): string | null {
  const controls = moveControls(move);
  const wanted = new Set(controls.map((c) => c.id));
  const release = dom.pressedIds().find((id) => SET_PREFIXES.some((p) => id.startsWith(p)) && !wanted.has(id));
  if (release) return release;
  for (const c of controls) {
    if (!dom.exists(c.id)) return null;
    if (c.act === 'toggle' && dom.pressed(c.id) === true) continue;
    if (c.act === 'added' && dom.exists(c.shows)) continue;
    return c.id;
  }
  return null;
}
