/** Turns a Mirianth game (setup + move log + the state they lead to) into save-file text. */
import type { GameState, StepId } from '..';
import { mirianthModule } from '../module';
import { documentChecksum, serializeAny } from '../../../../shared/save/encode';
import { saveError, type SaveError } from '../../../../shared/save/errors';
import { MAX_NAME_LENGTH, SAVE_FORMAT, SAVE_VERSION } from '../../../../shared/save/format';
import { saveRules } from '../../../../shared/save/game';
import type { GamePhase, SaveDocument, SaveDraft, SaveSummary } from './format';
import { CURRENT_RULES_VERSION, replayMoves } from './replay';

/** The game id Mirianth's documents carry (its module's). */
const GAME_ID = mirianthModule.id;

/** The phase a step belongs to, from the statechart (through the module). */
export function phaseOf(step: StepId): GamePhase {
  return mirianthModule.phaseOf(step);
}

/**
 * The hash stored in a save. It covers the whole position, hidden decks and PRNG included, but
 * not `state.events`: those narrate the last move only, so leaving them out keeps old saves valid
 * when the engine merely words its events differently.
 */
export function positionHash(state: GameState): string {
  return mirianthModule.hash(state);
}

export function summarize(state: GameState, moveCount: number): SaveSummary {
  return {
    round: state.roundNo,
    phase: phaseOf(state.step),
    step: state.step,
    moveCount,
    scores: state.result ? state.result.scores.map((s) => s.total) : null,
    winners: state.result ? state.result.winners.slice() : null,
  };
}

export function defaultSaveName(draft: Pick<SaveDraft, 'setup'>, state: GameState): string {
  const names = draft.setup.seats.map((s) => s.name).join(', ');
  const when = state.step === 'gameOver' ? 'finished' : `round ${state.roundNo}`;
  return `${names} (${when})`.slice(0, MAX_NAME_LENGTH);
}

/**
 * Header fields indented for a person reading the file, then one move per line: readable,
 * friendly to diff, and still about as small as compact JSON.
 */
export function serializeSave(doc: SaveDocument): string {
  return serializeAny(doc);
}

/** Builds the document for a game whose final state is already known (no replay). */
export function encodeSave(draft: SaveDraft, state: GameState, now: Date = new Date()): { doc: SaveDocument; text: string } {
  const unsigned: Omit<SaveDocument, 'checksum'> = {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    game: draft.game ?? GAME_ID,
    rulesVersion: draft.rulesVersion ?? CURRENT_RULES_VERSION,
    gameId: draft.gameId,
    name: draft.name ?? defaultSaveName(draft, state),
    createdAt: draft.startedAt,
    updatedAt: now.toISOString(),
    setup: draft.setup,
    moves: draft.moves,
    finished: state.step === 'gameOver',
    summary: summarize(state, draft.moves.length),
    stateHash: positionHash(state),
  };
  const doc: SaveDocument = { ...unsigned, checksum: documentChecksum(unsigned) };
  return { doc, text: serializeSave(doc) };
}

/** Replays a draft (e.g. sent by the renderer, so not trusted) and encodes it. */
export function buildSave(draft: SaveDraft, now: Date = new Date()): { ok: true; doc: SaveDocument; text: string; state: GameState } | SaveError {
  const rules = saveRules(draft.game ?? GAME_ID, draft.rulesVersion ?? CURRENT_RULES_VERSION);
  if (!rules.ok) return rules;
  const replayed = replayMoves(draft.setup, draft.moves, draft.rulesVersion);
  if (!replayed.ok) {
    return replayed.engineError
      ? saveError('engineError', `The game engine failed at move ${replayed.index + 1}: ${replayed.message}`)
      : saveError('illegalMove', `Move ${replayed.index + 1} of ${draft.moves.length} is not legal: ${replayed.message}`);
  }
  return { ok: true, ...encodeSave(draft, replayed.state, now), state: replayed.state };
}

/**
 * A new document with a changed name and the checksum to match. `updatedAt` stays: it dates the
 * game, and renaming an old game must not make Continue pick it.
 */
export function withName(doc: SaveDocument, name: string): { doc: SaveDocument; text: string } {
  const unsigned = { ...doc, name };
  const renamed: SaveDocument = { ...unsigned, checksum: documentChecksum(unsigned) };
  return { doc: renamed, text: serializeSave(renamed) };
}
