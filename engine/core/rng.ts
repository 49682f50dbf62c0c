import { xoroshiro128plus, unsafeUniformIntDistribution } from 'pure-rand';

/** The random generator's state, kept inside the game state so seed + actions replay exactly. */
export type RngState = readonly number[];

/** A fresh generator state from a seed. */
export function seedRng(seed: number): RngState {
  return xoroshiro128plus(seed | 0).getState();
}

/** Draws an integer in [min, max] and returns it with the next state. Pure. */
export function nextInt(state: RngState, min: number, max: number): [number, RngState] {
  const gen = xoroshiro128plus.fromState(state);
  const value = unsafeUniformIntDistribution(min, max, gen);
  return [value, gen.getState()];
}
