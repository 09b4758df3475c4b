/**
 * Vite plugin: the renderer draws with WebGL only (Table.tsx asks for `preference="webgl"`), but
 * Pixi's barrels (`pixi.js/lib/index.mjs`, `lib/rendering/index.mjs`) re-export the WebGPU and
 * Canvas renderers, and Rolldown places every module such a barrel reaches in the entry chunk even
 * when nothing uses it: ≈ 90 kB of WebGPU and Canvas renderer code parsed on every first load
 * (issue 17). This drops those re-exports, and the WebGPU patch in `pixi.js/unsafe-eval`, so the
 * two renderers are reached only through `autoDetectRenderer`'s dynamic imports and land in their
 * own chunks, fetched only if WebGL is missing. A name we import from one of them would fail the
 * build ("not exported"), not the page.
 */

const BARREL = /[\\/]node_modules[\\/]pixi\.js[\\/]lib[\\/](rendering[\\/])?index\.mjs$/;
const UNSAFE_EVAL = /[\\/]node_modules[\\/]pixi\.js[\\/]lib[\\/]unsafe-eval[\\/]init\.mjs$/;
const OTHER_RENDERER_LINE = /^(export \{[^}]*\} from |import )'\.\/(rendering\/)?renderers\/(gpu|canvas)\/[^']*';\n/gm;

/** The unsafe-eval init without its WebGPU uniform-buffer patch (import and `Object.assign`). */
export function withoutGpuPatch(code) {
  return code
    .replace(/^import \{ GpuUboSystem \} from [^\n]*\n/m, '')
    .replace(/^ {2}Object\.assign\(GpuUboSystem\.prototype, \{[\s\S]*?\n {2}\}\);\n/m, '')
    .replace(/generateUboSyncPolyfillSTD40, generateUboSyncPolyfillWGSL/, 'generateUboSyncPolyfillSTD40');
}

/** @returns {import('vite').Plugin} */
export function pixiWebGlOnly() {
  return {
    name: 'mirianth-pixi-webgl-only',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (BARREL.test(id)) return { code: code.replace(OTHER_RENDERER_LINE, ''), map: null };
      if (UNSAFE_EVAL.test(id)) {
        const out = withoutGpuPatch(code);
        if (out.includes('GpuUboSystem')) throw new Error('pixiWebGlOnly: pixi.js/unsafe-eval changed shape; update withoutGpuPatch');
        return { code: out, map: null };
      }
      return null;
    },
  };
}
