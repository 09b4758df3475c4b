/**
 * Watches what a person sees, frame by frame: every line added to the game log, and every change
 * of the round in the top bar and of the prompt, each stamped with the moment it reached the page
 * and with the beat the table was playing then. The table's own timeline of beats and marks
 * (`fateRevealed` when the cards of fate are face up, `battleVerdict` when a battle's count is
 * shown, `settle` when a move's cards are in place) comes from `window.__mirianthTable`. With
 * both, a test can say whether any word ran ahead of the picture.
 */
import type { Page } from '@playwright/test';

export interface HudChange {
  at: number;
  what: 'log' | 'round' | 'prompt';
  text: string;
  /** The table's beat (or mark) being played when the change reached the page. */
  beat: string;
  /** Number of the last beat in the table's timeline then (-1: none yet). */
  beatNo: number;
}

export interface TableBeat { n: number; name: string; at: number }

export interface PaceRecord { hud: HudChange[]; table: TableBeat[] }

declare global {
  interface Window { __paceWatch?: HudChange[] }
}

/** Starts recording (again, from now). */
export async function watchPace(page: Page): Promise<void> {
  await page.evaluate(() => {
    const out: HudChange[] = [];
    window.__paceWatch = out;
    const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
    const last = { round: text('hud-round'), prompt: text('hud-prompt') };
    const stamp = (what: HudChange['what'], value: string) => {
      const tl = window.__mirianthTable?.timeline() ?? [];
      out.push({ at: performance.now(), what, text: value, beat: window.__mirianthTable?.beat() ?? 'none', beatNo: tl[tl.length - 1]?.n ?? -1 });
    };
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        for (const node of Array.from(r.addedNodes)) {
          if (node instanceof HTMLLIElement && node.closest('[data-testid="game-log"]')) stamp('log', node.textContent ?? '');
        }
      }
      const round = text('hud-round');
      if (round !== last.round) {
        last.round = round;
        stamp('round', round);
      }
      const prompt = text('hud-prompt');
      if (prompt !== last.prompt) {
        last.prompt = prompt;
        stamp('prompt', prompt);
      }
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

export async function readPace(page: Page): Promise<PaceRecord> {
  return page.evaluate(() => ({ hud: [...(window.__paceWatch ?? [])], table: window.__mirianthTable?.timeline() ?? [] }));
}

/** The beats the table had started by the time of `change` (those after the last `from` beat named `name`). */
function lastBefore(table: readonly TableBeat[], change: HudChange, name: string): TableBeat | undefined {
  return table.filter((b) => b.n <= change.beatNo && b.name === name).pop();
}

/**
 * Log lines and top-bar changes that ran ahead of the fate flip: shown after a fate beat began
 * and before its `fateRevealed` mark. Returns descriptions of each (empty: none ran ahead).
 */
export function aheadOfFlip(record: PaceRecord, matches: (c: HudChange) => boolean): string[] {
  const bad: string[] = [];
  for (const c of record.hud.filter(matches)) {
    const fate = lastBefore(record.table, c, 'fate');
    if (!fate) continue;
    const flipped = record.table.some((b) => b.name === 'fateRevealed' && b.n > fate.n && b.n <= c.beatNo);
    if (!flipped) bad.push(`${c.what} "${c.text}" during fate beat #${fate.n} before the flip`);
  }
  return bad;
}

/** Changes that reached the page while the table was mid-move (not settling or at rest). */
export function midMove(record: PaceRecord, matches: (c: HudChange) => boolean): string[] {
  return record.hud.filter(matches).filter((c) => !['settle', 'idle', 'none'].includes(c.beat)).map((c) => `${c.what} "${c.text}" while the table played "${c.beat}"`);
}
