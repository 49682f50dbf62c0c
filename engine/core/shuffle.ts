import type { Ctx } from './context';
import type { ZoneKey } from './ids';
import { nextInt } from './rng';
import { edit } from './draft';
import { bumpEpoch } from './epoch';
import { parseZoneKey } from './ids';
import { readByRegistries } from './registry-objects';

/** Shuffles a zone with the game's generator (Fisher-Yates). */
export function shuffleZone(ctx: Ctx, key: ZoneKey): void {
  if (!ctx.state.zones[key]) return;
  const list = edit(ctx.state, 'zones', key);
  // The effect registries read some zones in order (core/registry-objects.ts): a new order is theirs to see.
  if (list.length > 1 && readByRegistries(ctx, parseZoneKey(key).zone)) bumpEpoch(ctx.state);
  for (let i = list.length - 1; i > 0; i--) {
    const [j, rng] = nextInt(ctx.state.rng, 0, i);
    ctx.state.rng = rng as number[];
    [list[i], list[j]] = [list[j], list[i]];
  }
}
