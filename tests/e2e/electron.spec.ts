import { _electron as electron, expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { electronBinaryPath } from '../../scripts/electronBinary.mjs';
import { collectPageErrors, waitForTable } from './support/pageErrors';

const binary = electronBinaryPath();

// Electron has this at runtime (it is how its own tests read the settings) but not in its typings.
interface PreferenceReader {
  getLastWebPreferences(): Record<string, unknown> | null;
}
const SKIP_REASON = "Electron's binary is not installed (it cannot be downloaded on this machine), so the desktop window cannot be tested.";

test.describe('desktop window', () => {
  // Skipping is decided before any Electron import that would start a download.
  if (!binary) console.log(`electron.spec.ts skipped: ${SKIP_REASON}`);
  test.skip(!binary, SKIP_REASON);

  test.beforeAll(() => {
    execFileSync(process.execPath, ['node_modules/electron-vite/bin/electron-vite.js', 'build'], { stdio: 'inherit' });
  });

  test('opens the table in a locked-down window', async () => {
    const app = await electron.launch({ args: ['out/main/index.js'], ...(binary ? { executablePath: binary } : {}) });
    try {
      const page = await app.firstWindow();
      const errors = collectPageErrors(page);
      await waitForTable(page, errors);
      expect(await page.title()).toBe('Mirianth Wars');
      await expect(page.getByTestId('hud-title')).toHaveText('Mirianth Wars');

      const prefs = await app.evaluate(({ BrowserWindow }) => {
        const contents: unknown = BrowserWindow.getAllWindows()[0]?.webContents;
        return (contents as PreferenceReader | undefined)?.getLastWebPreferences();
      });
      expect(errors).toEqual([]);
      expect(prefs).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    } finally {
      await app.close();
    }
  });
});
