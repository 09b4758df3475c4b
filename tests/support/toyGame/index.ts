/** Toy Duel: a second game for tests only, to show the platform plays a module it never imported. */
export { toyAi, toyGame, type ToyModule } from './module';
export type { ToyEvent, ToyMove, ToyState, ToyView } from './state';
