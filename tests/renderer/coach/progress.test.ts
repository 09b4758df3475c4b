import { describe, expect, it } from 'vitest';
import { applyMove, createGame, playerView, type GameState, type PublicState } from '../../../src/engine/games/mirianth';
import { guidedConfig, guidedGame } from '../../../src/renderer/games/mirianth/coach/guidedGame';
import { freshProgress, holdsTable, pressNext, rewindTo, settle, type CoachProgress } from '../../../src/renderer/games/mirianth/coach/progress';
import { COACH_HUMAN, COACH_STEP_IDS, COACH_STEPS, pastStep, type CoachStepId } from '../../../src/renderer/games/mirianth/coach/steps';
import { engineSeed } from '../../../src/renderer/games/mirianth/game/session';

interface Seen { step: CoachStepId; at: number; state: PublicState }

/** Plays the guided game as the app does: the table waits while the coach waits for Next. */
function walk(): { seen: Seen[]; progress: CoachProgress } {
  const config = guidedConfig({ human: 'You', bots: ['A', 'B'] });
  let state: GameState = createGame({ seed: engineSeed(config.seed), players: config.seats.map((s) => ({ name: s.name })) }).state;
  const moves = guidedGame().moves;
  let progress = freshProgress();
  const seen: Seen[] = [];
  const note = (p: CoachProgress, at: number) => {
    if (seen[seen.length - 1]?.step !== p.step || seen.length === 0) seen.push({ step: p.step, at, state: playerView(state, COACH_HUMAN) });
  };
  let i = 0;
  for (let guard = 0; guard < 1000 && !progress.finished; guard++) {
    progress = settle(progress, playerView(state, COACH_HUMAN), i);
    if (progress.finished) break;
    note(progress, i);
    if (holdsTable(progress)) {
      progress = pressNext(progress, i);
      continue;
    }
    const move = moves[i];
    if (!move) break;
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(r.refusal.message);
    state = r.state;
    i++;
  }
  return { seen, progress };
}

describe('the coach over the guided game', () => {
  const { seen, progress } = walk();
  const at = (id: CoachStepId) => seen.find((s) => s.step === id);

  it('shows every step once, in the script order, and finishes', () => {
    expect(seen.map((s) => s.step)).toEqual([...COACH_STEP_IDS]);
    expect(progress.finished).toBe(true);
  });

  it('explains each moment while the table shows it', () => {
    expect(at('dispute')?.state.step).toBe('bargaining');
    expect(at('dispute')?.state.roundNo).toBe(1);
    expect(at('deal')?.state.promises.some((p) => p.promiser === COACH_HUMAN)).toBe(true);
    expect(at('noDeal')?.state.step).toBe('bargaining');
    expect(at('plagueTest')?.state.roundNo).toBe(3);
    expect(at('attach')?.state.step).toBe('attaching');
    expect(at('lastRound')?.state.lastRound).toBe('nextIsLast');
    expect(at('resolution')?.state.step).toBe('archerTargets');
    expect(at('archers')?.state.step).toBe('archerTargets');
    expect(at('housing')?.state.step).toBe('initialAccommodation');
    expect(at('plagues')?.state.step).toBe('plagueEffect');
    expect(at('battles')?.state.step).toBe('battles');
    expect(at('finalHousing')?.state.step).toBe('finalAccommodation');
    expect(at('scoring')?.state.step).toBe('gameOver');
  });

  it('waits for Next only on explaining steps, and holds the table meanwhile', () => {
    for (const id of COACH_STEP_IDS) {
      const p = { ...freshProgress(), step: id };
      expect(holdsTable(p)).toBe(COACH_STEPS[id].advance.kind === 'next');
      // Next does nothing on a step that waits for the game.
      if (COACH_STEPS[id].advance.kind === 'until') expect(pressNext(p, 0)).toBe(p);
    }
  });

  it('goes back to the step begun by the moves a reopened save holds', () => {
    const p: CoachProgress = { step: 'attach', finished: false, history: [{ step: 'welcome', at: 0 }, { step: 'playOn', at: 12 }, { step: 'attach', at: 24 }] };
    expect(rewindTo(p, 30)).toBe(p);
    expect(rewindTo(p, 20).step).toBe('playOn');
    expect(rewindTo(p, 20).history).toHaveLength(2);
    expect(rewindTo(p, 0).step).toBe('welcome');
  });

  it('knows which resolution steps are behind', () => {
    const s = { step: 'plagueEffect' } as PublicState;
    expect(pastStep(s, 'initialAccommodation')).toBe(true);
    expect(pastStep(s, 'plagueEffect')).toBe(false);
    expect(pastStep({ step: 'announcing' } as PublicState, 'archerTargets')).toBe(false);
  });
});
