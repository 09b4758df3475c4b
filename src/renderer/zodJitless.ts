/**
 * What `import … from 'zod'` means in the renderer (vite alias): zod itself, with its jitless
 * mode switched on before any importer runs. Our CSP forbids eval and zod probes for it when it
 * builds a schema; as a module every zod user depends on, this runs first whatever chunk the
 * bundler puts a schema in (cspSafe.ts alone ran too late once the bundle was split).
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
