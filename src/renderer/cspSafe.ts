/**
 * Our Content Security Policy forbids eval. zod probes for it (`Function('')`) to compile fast
 * parsers, which the browser reports as a violation; its jitless mode never probes.
 * Import this module first, in the page and in the bot worker (Pixi has its own fix: pixiExtend.ts).
 */
import { config } from 'zod';

config({ jitless: true });
