/**
 * The `?bench=1` route: a scripted deal-and-battle sequence on the real table and HUD. A game is
 * played headless first (easy bots, fixed seed); its moves are then replayed through the session
 * at normal speed: the shuffle, reveals and claims of the first rounds, a quick skip to the end of
 * the negotiation, then the resolution with its battles. It loops until the page is closed.
 */
import { MIRIANTH_ORDER, mirianthBot } from '../../../../ai/games/mirianth/mirianthAi';
import { runModuleGame } from '../../../../ai/kit/runGame';
import { mirianthModule } from '../../../../engine/games/mirianth/module';
import { applyMove, createGame, type Move } from '../../../../engine/games/mirianth';
import { animationGate, sleep } from '../../../game/pace';
import { session } from '../game/session';
import { settings } from '../../../game/settings';
import { fontsReady } from '../../../app/fonts';
import { benchLooped, benchRecorder } from '../../../bench/benchStatus';

const SEED = 'bench-table-7';
const NAMES = ['Aldric', 'Brisa', 'Corvo', 'Dalva'];
/** Rounds whose moves may be played at normal speed before skipping to the resolution. */
const DEAL_ROUNDS = 1;
/** The deal is watched for this long at most; the rest of the negotiation is skipped. */
const DEAL_MS = 4000;

/** Splits the recorded moves: those of the first rounds, the rest of the negotiation, the resolution. */
function script(): { deal: Move[]; skip: Move[]; battle: Move[] } {
  const played = runModuleGame({ game: mirianthModule, order: MIRIANTH_ORDER, seed: SEED, names: NAMES, bots: NAMES.map((_, i) => mirianthBot('easy', i + 1)) });
  let state = createGame({ seed: SEED, players: NAMES.map((name) => ({ name })) }).state;
  const out = { deal: [] as Move[], skip: [] as Move[], battle: [] as Move[] };
  for (const move of played.moves) {
    const resolving = state.resolution !== null;
    (resolving ? out.battle : state.roundNo <= DEAL_ROUNDS ? out.deal : out.skip).push(move);
    const r = applyMove(state, move);
    if (!r.ok) throw new Error(`Bench script out of step: ${r.refusal.message}`);
    state = r.state;
  }
  return out;
}

/** Plays moves one by one, each after the table caught up; returns those left when time ran out. */
async function replay(moves: readonly Move[], pauseMs: number, budgetMs = Infinity): Promise<Move[]> {
  const end = performance.now() + budgetMs;
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i];
    if (!move) continue;
    if (performance.now() > end) return moves.slice(i);
    session.submit(move);
    await animationGate.idle();
    // Always yield a task: at Instant the gate is idle at once, and hundreds of store updates in one
    // task make React stop with "Maximum update depth exceeded" (error #185), hanging the bench.
    await sleep(pauseMs);
  }
  return [];
}

async function tableReady(): Promise<void> {
  while (!window.__tableReady) await sleep(20);
  await fontsReady();
  // The card layer mounts once fonts are in; give it a frame.
  await sleep(50);
}

export async function runBench(): Promise<void> {
  const enter = benchRecorder('deal');
  const moves = script();
  await tableReady();
  settings.update({ speed: 'normal', reduceMotion: false });
  for (;;) {
    session.start({ seats: NAMES.map((name) => ({ name, kind: 'human' })), seed: SEED });
    enter('deal');
    await animationGate.idle();
    const rest = await replay(moves.deal, 0, DEAL_MS);
    enter('skip');
    settings.update({ speed: 'instant' });
    await replay([...rest, ...moves.skip], 0);
    settings.update({ speed: 'normal' });
    enter('battle');
    await replay(moves.battle, 80);
    enter('score');
    await sleep(1500);
    benchLooped();
  }
}
