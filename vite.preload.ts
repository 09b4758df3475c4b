/**
 * Adds preload links to the built index.html for what the first frame waits on but the HTML does
 * not name: the card fonts (fetched only once a canvas asks for them) and the chunks Pixi imports
 * while it initialises (browserAll, init). Fetched in parallel with the main script, they no
 * longer add a round trip each after it has run (issue 17: interactive in under 1 s).
 */
import type { Plugin } from 'vite';

/** Assets the table needs before its first frame, by file-name prefix. */
const FONT = /^assets\/(cinzel-latin-700|inter-latin-(400|600|800))-normal-[\w-]+\.woff2$/;
const PIXI_CHUNK = /^assets\/(browserAll|init)-[\w-]+\.js$/;

export function preloadFirstFrame(): Plugin {
  return {
    name: 'mirianth-preload-first-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {});
        const fonts = files.filter((f) => FONT.test(f));
        const chunks = files.filter((f) => PIXI_CHUNK.test(f));
        return [
          ...fonts.map((f) => ({ tag: 'link', attrs: { rel: 'preload', href: `./${f}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' as const })),
          ...chunks.map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', href: `./${f}`, crossorigin: '' }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
