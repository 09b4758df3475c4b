/** Table colours, shared by the scene and the tests that check what it drew. */
export const FELT_COLOR = 0x1f5e3b;
/** Darkening toward the table's edge, as under a lamp. */
export const VIGNETTE_COLOR = 0x000000;
export const VIGNETTE_MAX_ALPHA = 0.35;
