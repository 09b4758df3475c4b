/**
 * Counts disputes that ended without a deal (plague test or Peddler step) while a disputant held
 * an unused promise from another disputant that applied to the dispute (issue 11). A holder who
 * had declared no deal let theirs go; any other is a dodge: the dispute moved on without them.
 */
import type { GameState, Move, RulesVersion } from '../../../engine/games/mirianth';
import { applyRule } from '../../../engine/games/mirianth/moveRules';
import { promiseApplies } from '../../../engine/games/mirianth/rules/promises';
import { currentDispute } from '../../../engine/games/mirianth/rules/update';
import { mirianthModule } from '../../../engine/games/mirianth/module';
import { runModuleGame } from '../../kit/runGame';
import { MIRIANTH_ORDER, mirianthBot } from './mirianthAi';
import type { BotKind } from './types';

export interface PromiseScan {
  games: number;
  /** Disputes settled by the plague test or a Peddler/Merchant. */
  disputesWithoutDeal: number;
  /** Of those, ended while an applicable promise was held and not yet decided on. */
  dodged: number;
  /** Of those, ended with an applicable promise its holder had let go (declared no deal). */
  letGo: number;
}

export function emptyScan(): PromiseScan {
  return { games: 0, disputesWithoutDeal: 0, dodged: 0, letGo: 0 };
}

/** Looks at one move: did it end a dispute's bargaining without a deal, and with which promises open? */
export function scanMove(scan: PromiseScan, before: GameState, move: Move, after: GameState): void {
  const fate = after.events.some((e) => e.type === 'fateShuffled');
  const peddlerOpened = after.step === 'peddler' && before.step !== 'peddler';
  // Once the Peddler step has opened, the end of bargaining was already counted.
  if (!peddlerOpened && !(fate && before.step !== 'peddler')) return;
  // The move's own effect, before the statechart moves on to the next dispute or round.
  const mid = applyRule({ ...before, events: [] }, move);
  const d = currentDispute(mid);
  if (!d) return;
  scan.disputesWithoutDeal++;
  const applicable = mid.promises.filter((p) => promiseApplies(mid, p, d));
  if (applicable.some((p) => !d.noDeal.includes(p.beneficiary))) scan.dodged++;
  else if (applicable.length > 0) scan.letGo++;
}

export interface ScanOptions {
  games: number;
  bots: readonly BotKind[];
  rulesVersion: RulesVersion;
  seed?: number;
  onGame?: (done: number, scan: PromiseScan) => void;
}

/** Plays `games` games (2, 3, then 4 players in turn; seat g's bot is bots[(seat + g) % n]) and scans every move. */
export function scanGames({ games, bots, rulesVersion, seed = 1, onGame }: ScanOptions): PromiseScan {
  const scan = emptyScan();
  for (let g = 0; g < games; g++) {
    const players = 2 + (g % 3);
    const kinds = Array.from({ length: players }, (_, s) => bots[(s + g) % bots.length] ?? 'random');
    runModuleGame({
      game: mirianthModule,
      order: MIRIANTH_ORDER,
      seed: seed * 100_003 + g,
      names: kinds.map((k, s) => `${k} ${s + 1}`),
      bots: kinds.map((k, s) => mirianthBot(k, seed * 7919 + g * 31 + s)),
      rulesVersion,
      onMove: (before, move, after) => scanMove(scan, before, move, after),
    });
    scan.games++;
    onGame?.(g + 1, scan);
  }
  return scan;
}
