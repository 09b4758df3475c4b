/**
 * Vite plugin: adds preload links to the built index.html for what the first frame waits on but
 * the HTML does not name: the card fonts (fetched only once a canvas asks for them) and the chunks
 * Pixi imports while it initialises (browserAll, init). Fetched in parallel with the main script,
 * they no longer add a round trip each after it has run (issue 17: interactive in under 1 s).
 */

/** Assets the table needs before its first frame, by file name. */
const FONT = /^assets\/(cinzel-latin-700|inter-latin-(400|600|800))-normal-[\w-]+\.woff2$/;
const PIXI_CHUNK = /^assets\/(browserAll|init)-[\w-]+\.js$/;

/** @returns {import('vite').Plugin} */
export function preloadFirstFrame() {
  return {
    name: 'mirianth-preload-first-frame',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {});
        /** @type {import('vite').HtmlTagDescriptor[]} */
        const tags = [];
        for (const f of files.filter((name) => FONT.test(name))) {
          tags.push({ tag: 'link', attrs: { rel: 'preload', href: `./${f}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' });
        }
        for (const f of files.filter((name) => PIXI_CHUNK.test(name))) {
          tags.push({ tag: 'link', attrs: { rel: 'modulepreload', href: `./${f}`, crossorigin: '' }, injectTo: 'head' });
        }
        return tags;
      },
    },
  };
}

/**
 * Rolldown chunking for the renderer. With the lazy screens, shared code is split into several
 * chunks, and a chunk's modules run before the entry's own: zod's jitless switch (cspSafe.ts) must
 * sit with zod itself, so it is set before any module parses anything (otherwise zod probes for
 * eval, which our CSP reports as a violation).
 * @type {{ groups: { name: string, test: RegExp, priority: number }[] }}
 */
export const rendererChunks = {
  groups: [{ name: 'zod-csp-safe', test: /[\\/](src[\\/]renderer[\\/]cspSafe\.ts|node_modules[\\/]zod[\\/])/, priority: 10 }],
};
