/**
 * A screenshot tour of the Nains table's animations at Normal speed (issue 15): mid-deal, at a
 * tavern's reveal and on a recruit, in EN and pt-BR. It plays a game until a recruit, so it is
 * opt-in: NAINS_SHOTS=<folder> runs it and copies the frozen frames there.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { nainsBid, openModuleGame } from './support/moduleGame';

const SHOTS = process.env['NAINS_SHOTS'] ?? '';
const SKIP_REASON = 'screenshot tour: plays a game at Normal speed until a recruit; set NAINS_SHOTS=<folder> to run it';
if (SHOTS === '') console.log(`nainsFeel.spec.ts skipped: ${SKIP_REASON}`);
const MOMENTS = ['deal', 'reveal', 'recruit'] as const;

/** Freezes every animation at a chosen point of the next deal, reveal and line-then-recruit. */
async function freezeAtMoments(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { nainsFreeze: string | null; nainsWant: string[] };
    w.nainsFreeze = null;
    w.nainsWant = ['deal', 'reveal', 'recruit'];
    // While frozen, the page's timers (the table's steps, the bots) wait too, so the words stay with the picture.
    const later = window.setTimeout.bind(window);
    const held = (fn: () => void, ms?: number): number => later(function run() {
      if (w.nainsFreeze !== null) later(run, 30);
      else fn();
    }, ms);
    window.setTimeout = held as typeof window.setTimeout;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, frames: Keyframe[] | PropertyIndexedKeyframes | null, options?: number | KeyframeAnimationOptions) {
      const made = animate.call(this, frames, options);
      const timing = typeof options === 'object' ? options : {};
      const delay = Number(timing.delay ?? 0);
      const dur = Number(timing.duration ?? 0);
      const first: Keyframe | undefined = Array.isArray(frames) ? frames[0] : undefined;
      let kind: string | null = null;
      let at = 0;
      if (first && 'scale' in first && this.closest('.tavern-cards')) { kind = 'deal'; at = 700; }
      else if (this.closest('.tavern-bids') && String(first?.['transform']).includes('rotateY(180deg)')) { kind = 'reveal'; at = delay + dur * 0.75; }
      else if (this.classList.contains('lines')) { kind = 'recruit'; at = delay + dur + 300; }
      if (kind !== null && w.nainsWant[0] === kind) {
        w.nainsWant.shift();
        const moment = kind;
        later(() => {
          // Every animation of the batch was made together: put them all at the same moment of it.
          document.getAnimations().forEach((a) => {
            a.pause();
            a.currentTime = at;
          });
          w.nainsFreeze = moment;
        }, at);
      }
      return made;
    };
  });
}

for (const language of ['en', 'pt-BR']) {
  test(`Nains animations at Normal speed, frozen mid-deal, at a reveal and on a recruit (${language})`, async ({ page }, testInfo) => {
    test.skip(SHOTS === '', SKIP_REASON);
    test.setTimeout(240_000);
    await freezeAtMoments(page);
    const errors = await openModuleGame(page, 'nains', 'nains-screen', ['human', 'normal', 'normal'], 'nains-feel-2', language, 'normal');
    mkdirSync(SHOTS, { recursive: true });
    const taken: string[] = [];
    for (let guard = 0; guard < 4000 && taken.length < MOMENTS.length; guard++) {
      const frozen = await page.evaluate(() => (window as unknown as { nainsFreeze: string | null }).nainsFreeze);
      if (frozen !== null) {
        const path = testInfo.outputPath(`nains-${language}-${frozen}.png`);
        await page.screenshot({ path });
        copyFileSync(path, join(SHOTS, `nains-${language}-${frozen}.png`));
        taken.push(frozen);
        await page.evaluate(() => {
          (window as unknown as { nainsFreeze: string | null }).nainsFreeze = null;
          document.getAnimations().forEach((a) => a.play());
        });
      } else if (await page.getByTestId('nains-score').isVisible()) {
        break;
      } else if (await page.getByTestId('nains-bid').isVisible()) {
        await nainsBid(page);
      } else if (await page.getByTestId('nains-move-0').isVisible()) {
        await page.getByTestId('nains-move-0').click();
      } else {
        await page.waitForTimeout(40);
      }
    }
    expect(taken).toEqual([...MOMENTS]);
    expect(errors).toEqual([]);
  });
}
