import type { Interpreter } from '../interpreter/index';

/**
 * The kernel's one door into the interpreter (interpreter/index.ts): each function passes the
 * call to the engine's interpreter, so no kernel module imports the floor above it and the
 * call sites read as before. Parameters are spelled out (no rest arguments): these run for
 * every filter, condition and amount, and a spread would cost each call an array.
 */
type I = Interpreter;

/** An object's view against a selector filter (interpreter/selectors.ts). */
export const matchesFilter: I['matchesFilter'] = (engine, state, v, filter, scope) => engine.interpreter.matchesFilter(engine, state, v, filter, scope);
/** Whether an object can match a filter by its place in combat alone, without its view (interpreter/selectors.ts). */
export const mayMatchFilter: I['mayMatchFilter'] = (engine, state, id, filter) => engine.interpreter.mayMatchFilter(engine, state, id, filter);
/** A condition of the card language (interpreter/conditions.ts). */
export const evalCondition: I['evalCondition'] = (engine, state, cond, scope, selfView) => engine.interpreter.evalCondition(engine, state, cond, scope, selfView);
/** Whether a condition may read the view in progress of the object it is evaluated for (interpreter/conditions.ts). */
export const readsSelfView: I['readsSelfView'] = (engine, cond, selfZone) => engine.interpreter.readsSelfView(engine, cond, selfZone);
/** An amount of the card language (interpreter/amounts.ts). */
export const evalAmount: I['evalAmount'] = (engine, frame, raw, scope, selfView, state) => engine.interpreter.evalAmount(engine, frame, raw, scope, selfView, state);
/** An event against an event pattern (interpreter/patterns.ts). */
export const matchesPattern: I['matchesPattern'] = (engine, state, pattern, entry, scope) => engine.interpreter.matchesPattern(engine, state, pattern, entry, scope);
/** The seats a player word names (interpreter/refs.ts). */
export const seatsOf: I['seatsOf'] = (ctx, word, frame) => ctx.engine.interpreter.seatsOf(ctx, word, frame);
/** Runs a list of compiled effects (interpreter/effects.ts). */
export const runEffects: I['runEffects'] = (ctx, effects, frame) => ctx.engine.interpreter.runEffects(ctx, effects, frame);
/** Whether costs can be paid, and why not (interpreter/costs.ts). */
export const canPayCosts: I['canPayCosts'] = (ctx, seat, self, costs) => ctx.engine.interpreter.canPayCosts(ctx, seat, self, costs);
/** Pays costs (interpreter/costs.ts). */
export const payCosts: I['payCosts'] = (ctx, seat, self, costs) => ctx.engine.interpreter.payCosts(ctx, seat, self, costs);
