import type { Ctx } from '../core/context';
import { log, trace } from '../core/context';
import { edit } from '../core/draft';
import type { Seat } from '../core/ids';
import type { GameState } from '../core/state';
import type { CardDef } from '../cards/types';

/**
 * Cards no one has scripted (`scripted: false`, a catalogue card with text but no behaviour)
 * are played as their type says (issue 16); as one resolves or is deployed, the game notes
 * that its text is to be resolved by hand (`manual:<physical>` in `state.uses`, shown with the
 * card's text) until its player marks it done with a `manual` `resolved` change.
 */
/** The `state.uses` key noting a card whose text waits to be resolved by hand. */
export const MANUAL_PREFIX = 'manual:';

/** The physical ids of the cards whose text waits to be resolved by hand. */
export function awaitingManual(state: Pick<GameState, 'uses'>): string[] {
  return Object.keys(state.uses)
    .filter((k) => k.startsWith(MANUAL_PREFIX))
    .map((k) => k.slice(MANUAL_PREFIX.length));
}

/** An unscripted card with text resolved or was deployed: its player resolves the text by hand. */
export function noteManualResolution(ctx: Ctx, seat: Seat, physical: string, def: CardDef | undefined): void {
  if (!def || def.scripted || def.text.trim() === '') return;
  edit(ctx.state, 'uses')[`${MANUAL_PREFIX}${physical}`] = 1;
  trace(ctx, 'MANUAL', 'trace.resolve-by-hand', { card: def.id });
  log(ctx, 'log.resolve-by-hand', { seat, card: def.name });
}

