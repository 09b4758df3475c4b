/** The CLI's default games and AIs: the registries (tests pass their own `CliEnv`). */
import { AI_REGISTRY } from '../ai/registry';
import { REGISTRY } from '../engine/registry';
import type { CliEnv } from './types';

export const DEFAULT_ENV: CliEnv = { catalog: REGISTRY, ais: AI_REGISTRY };
