/**
 * Which HUD controls make a move, in order: the one mapping from a move to its controls, shared by
 * the click driver (`driver.ts`) and the keyboard driver (`keyPlay.ts`), which differ only in how
 * they press each control.
 */
import type { Move } from '../../../src/engine/games/mirianth';

/** `toggle`: a control that must end up on; `press`: a one-shot button; `confirm`: the decision's confirm button. */
export type Control = { act: 'toggle' | 'press' | 'confirm'; id: string };

const toggle = (id: string): Control => ({ act: 'toggle', id });
const press = (id: string): Control => ({ act: 'press', id });
const confirm = (id: string): Control => ({ act: 'confirm', id });

function proposeControls(move: Extract<Move, { type: 'propose' }>): Control[] {
  const { deal, seat } = move;
  const out = [toggle(`deal-to-${deal.to}`), toggle(deal.claimant === seat ? 'deal-claimant-me' : 'deal-claimant-them')];
  for (const id of deal.give) out.push(toggle(`deal-give-${id}`));
  for (const id of deal.take) out.push(toggle(`deal-take-${id}`));
  for (const p of deal.promises) {
    out.push(toggle(p.promiser === seat ? 'deal-promise-by-me' : 'deal-promise-by-them'), toggle(`deal-promise-kind-${p.kind}`));
    if (p.cardType) out.push(toggle(`deal-promise-type-${p.cardType}`));
    out.push(press('deal-promise-add'));
  }
  out.push(confirm('deal-propose'));
  return out;
}

/** The controls that make `move`, in the order a person uses them. */
export function moveControls(move: Move): Control[] {
  switch (move.type) {
    case 'announce':
      if (move.card === null) return [press('announce-pass')];
      return move.lock ? [toggle(`announce-${move.card}`), confirm('lock-in')] : [toggle(`announce-${move.card}`)];
    case 'lock': return [confirm('lock-in')];
    case 'propose': return proposeControls(move);
    case 'accept': return [press('deal-accept')];
    case 'reject': return [press('deal-reject')];
    case 'noDeal': return [press('deal-nodeal')];
    case 'invokePromise': return [press(`promise-invoke-${move.promise}`)];
    case 'pick': return [press(`pick-${move.card}`)];
    case 'playPeddler':
      return [toggle(`peddler-card-${move.card}`), toggle(`peddler-winner-${move.winner}`), toggle(`peddler-handto-${move.handTo}`), confirm('peddler-play')];
    case 'passPeddler': return [press('peddler-pass')];
    case 'attach': return [toggle(`attach-paladin-${move.paladin}`), toggle(`attach-monster-${move.monster}`), confirm('attach-confirm')];
    case 'skipAttach': return [press('attach-skip')];
    case 'aim': return [...move.aims.map((a) => toggle(`aim-${a.archer}-${a.monster}`)), confirm('aim-confirm')];
    case 'discardHeroes': return [...move.cards.map((id) => toggle(`discard-${id}`)), confirm('discard-confirm')];
    case 'resolvePlague':
      return [
        ...move.priestesses.map((id) => toggle(`priestess-${id}`)),
        ...move.walls.map((id) => toggle(`wall-${id}-hero`)),
        ...move.discard.map((id) => toggle(`discard-${id}`)),
        confirm('penalty-confirm'),
      ];
    case 'fight': return [press(`fight-${move.monster}`)];
    case 'rogue': return [press(`rogue-${move.rogue}-${move.monster}`)];
    case 'resolveAttacks':
      return [
        ...move.priestesses.map((id) => toggle(`priestess-${id}`)),
        ...move.walls.map((w) => toggle(`wall-${w.wall}-${w.cancels}`)),
        ...move.discard.map((id) => toggle(`discard-${id}`)),
        confirm('penalty-confirm'),
      ];
  }
}
