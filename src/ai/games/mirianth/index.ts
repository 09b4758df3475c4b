/**
 * The AI package: bot levels for offline seats, dropped LAN seats, hints and the simulator.
 * Pure TypeScript (no DOM or Node imports): it also runs in a Web Worker and on the LAN host.
 */
export { availableBots, BOT_FACTORIES, createBot } from './bots';
export { suggest, suggestWithReason, type SuggestOptions } from './suggest';
export { explainHint, HINT_REASON_CODES, type HintReason, type HintReasonCode } from './hintReason';
export { BOT_KINDS, type Bot, type BotKind } from './types';
export { MIRIANTH_ORDER, mirianthAi, mirianthBot, nextSeat } from './mirianthAi';
export { simulate, type BotSummary, type SimulationOptions, type SimulationSummary } from './simulate';
export { solveResolution, type ResolutionPlan, type SolveStage } from './resolution';
