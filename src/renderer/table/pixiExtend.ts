import { extend } from '@pixi/react';
import { Container, Graphics, Sprite, Text } from 'pixi.js';
// Our CSP forbids eval; Pixi otherwise builds its shader/uniform upload code with `new Function`.
import 'pixi.js/unsafe-eval';

// @pixi/react only renders the Pixi classes registered here; register each once, in this file.
extend({ Container, Graphics, Sprite, Text });
