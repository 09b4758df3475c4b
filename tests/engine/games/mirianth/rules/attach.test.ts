/**
 * Attaching paladins (book card reference "Paladin", rulings 4.7): after everybody received a
 * card, each player in turn order may attach one of their unattached paladins to one of their
 * own monsters; only one per player per round; a monster may gather several over the rounds.
 */
import { describe, expect, it } from 'vitest';
import { awaitingSeats, type GameState } from '../../../../../src/engine/games/mirianth';
import { announceAll, defined, driveUntil, eventsOf, play, refusal, S0, S1, S2 } from '../support/game';
import { table } from '../support/table';

function attaching() {
  const t = table({
    players: 3,
    revealer: 1,
    reveal: ['ruby', 'emerald', 'gold'],
    factions: [['paladin-1', 'paladin-2', 'orc', 'troll'], ['paladin-3'], ['paladin-4', 'goblin']],
    top: ['cabin', 'temple', 'village'],
  });
  const s = announceAll(t.state, [t.id('ruby'), t.id('emerald'), t.id('gold')]);
  return { t, state: s };
}

describe('attaching paladins', () => {
  it('asks, in turn order from the revealer, each seat that has an unattached paladin and a monster', () => {
    const { state } = attaching();
    expect(state.step).toBe('attaching');
    // Revealer is seat 1, which has no monster: skipped. Then seat 2, then seat 0.
    expect(awaitingSeats(state)).toEqual([S2]);
    const s = play(state, { type: 'skipAttach', seat: S2 });
    expect(awaitingSeats(s)).toEqual([S0]);
  });

  it('allows one attachment per player per round', () => {
    const { t, state } = attaching();
    let s = play(state, { type: 'skipAttach', seat: S2 });
    s = play(s, { type: 'attach', seat: S0, paladin: t.id('paladin-1'), monster: t.id('orc') });
    expect(eventsOf(s.events, 'paladinAttached')).toEqual([{ type: 'paladinAttached', seat: S0, paladin: t.id('paladin-1'), monster: t.id('orc') }]);
    // The round is over: seat 0 cannot attach its second paladin now.
    expect(s.step).toBe('announcing');
    expect(s.players[0]?.attachments).toEqual([{ paladin: t.id('paladin-1'), monster: t.id('orc') }]);
    expect(refusal(s, { type: 'attach', seat: S0, paladin: t.id('paladin-2'), monster: t.id('orc') }).code).toBe('wrongStep');
  });

  it('lets a monster gather several paladins over the rounds', () => {
    const { t, state } = attaching();
    let s = play(state, { type: 'skipAttach', seat: S2 }, { type: 'attach', seat: S0, paladin: t.id('paladin-1'), monster: t.id('orc') });
    s = driveUntil(s, (x: GameState) => x.step === 'attaching' && awaitingSeats(x).includes(S0));
    s = play(s, { type: 'attach', seat: S0, paladin: t.id('paladin-2'), monster: t.id('orc') });
    expect(s.players[0]?.attachments.map((a) => a.monster)).toEqual([t.id('orc'), t.id('orc')]);
  });

  it('refuses others\' cards, attached paladins, non-paladins and non-monsters', () => {
    const { t, state } = attaching();
    const s = play(state, { type: 'attach', seat: S2, paladin: t.id('paladin-4'), monster: t.id('goblin') });
    expect(refusal(s, { type: 'attach', seat: S0, paladin: t.id('paladin-1'), monster: t.id('goblin') }).code).toBe('notYourCard');
    expect(refusal(s, { type: 'attach', seat: S0, paladin: t.id('paladin-4'), monster: t.id('orc') }).code).toBe('notYourCard');
    expect(refusal(s, { type: 'attach', seat: S0, paladin: t.id('troll'), monster: t.id('orc') }).code).toBe('illegal');
    expect(refusal(s, { type: 'attach', seat: S0, paladin: t.id('paladin-1'), monster: t.id('paladin-2') }).code).toBe('illegal');
    expect(refusal(s, { type: 'attach', seat: S1, paladin: t.id('paladin-3'), monster: t.id('orc') }).code).toBe('notYourTurn');
    const once = play(s, { type: 'attach', seat: S0, paladin: t.id('paladin-1'), monster: t.id('orc') });
    const next = driveUntil(once, (x: GameState) => x.step === 'attaching' && awaitingSeats(x).includes(S0));
    expect(refusal(next, { type: 'attach', seat: S0, paladin: t.id('paladin-1'), monster: t.id('troll') }).code).toBe('illegal');
  });

  it('can use a paladin or monster received this very round', () => {
    const t = table({ players: 2, revealer: 0, reveal: ['paladin-1', 'orc'], factions: [['troll'], ['paladin-2']] });
    const s = announceAll(t.state, [t.id('paladin-1'), t.id('orc')]);
    expect(awaitingSeats(s)).toEqual([S0]);
    const after = play(s, { type: 'attach', seat: S0, paladin: t.id('paladin-1'), monster: t.id('troll') });
    expect(awaitingSeats(after)).toEqual([S1]);
    const done = play(after, { type: 'attach', seat: S1, paladin: t.id('paladin-2'), monster: t.id('orc') });
    expect(done.players.map((p) => p.attachments.length)).toEqual([1, 1]);
    expect(defined(done.round).number).toBe(2);
  });
});
