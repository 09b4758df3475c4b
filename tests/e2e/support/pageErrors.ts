import type { Page } from '@playwright/test';

/**
 * Collects everything that signals a broken page: console errors, uncaught errors and CSP
 * violations. Chrome does not always log a blocked eval, so violations are reported explicitly.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return errors;
}

/** Waits for the table's first frame; if it never comes, the page's errors explain why. */
export async function waitForTable(page: Page, errors: readonly string[]): Promise<void> {
  try {
    await page.waitForFunction(() => window.__tableReady === true, undefined, { timeout: 15_000 });
  } catch (cause) {
    throw new Error(`The table never drew its first frame. Page errors:\n${errors.join('\n') || '(none)'}`, { cause });
  }
}
