import { extend } from '@pixi/react';
import { Container, GlLimitsSystem, Graphics, Sprite, Text } from 'pixi.js';
// Our CSP forbids eval; Pixi otherwise builds its shader/uniform upload code with `new Function`.
import 'pixi.js/unsafe-eval';

// @pixi/react only renders the Pixi classes registered here; register each once, in this file.
extend({ Container, Graphics, Sprite, Text });

/**
 * Pixi's batch shaders pick one of up to 16 textures per pixel through a chain of ifs. Under
 * software GL (SwiftShader) every pixel pays for the whole chain, so a full-screen quad costs
 * many times what it should. A few textures per batch are plenty for a card table.
 */
const params = new URLSearchParams(window.location.search);
export const MAX_BATCH_TEXTURES = Number(params.get('batchTextures') ?? 4) || 4;
const limitsChanged = GlLimitsSystem.prototype.contextChange;
GlLimitsSystem.prototype.contextChange = function contextChange(this: GlLimitsSystem) {
  limitsChanged.call(this);
  this.maxBatchableTextures = Math.min(this.maxBatchableTextures, MAX_BATCH_TEXTURES);
};
