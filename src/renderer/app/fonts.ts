/** Card faces are painted on canvases, so their fonts must be loaded before the first paint. */
import '@fontsource/cinzel/latin-700.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-800.css';

let ready: Promise<void> | null = null;
let settled = false;

export function fontsReady(): Promise<void> {
  ready ??= Promise.all([
    document.fonts.load('700 16px Cinzel'),
    document.fonts.load('800 16px Inter'),
    document.fonts.load('600 16px Inter'),
  ]).then(() => undefined, () => undefined).then(() => {
    settled = true;
  });
  return ready;
}

/** True once `fontsReady()` has settled: a paint made now already uses the card fonts. */
export function fontsSettled(): boolean {
  return settled;
}
