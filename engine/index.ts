/**
 * Arbiter's rules engine: pure TypeScript, no I/O, no clock, no Math.random.
 * seed + actions -> the same state, always.
 */
export type { Action, Answer, ActionType, ManualChange } from './core/actions';
export type { Engine } from './core/context';
export type { Refusal, RefusalCode } from './core/errors';
export type { Seat, ObjectId, CardId, ProfileId } from './core/ids';
export type { GameState, GameObject, LogLine } from './core/state';
export type { TraceEntry } from './core/trace';
export type { Decision, DecisionKind, DecisionOption } from './decisions/types';
export type { CardDef, CardDb, AbilityDef } from './cards/types';
export type { Profile } from './profiles/types';
export type { BoardView, CardView, ZoneView, ManualResolution } from './core/board';
export type { ActResult, NewGameOptions } from './game/game';
export { act, hashMatches, legalActions, newGame, replay, stateHash } from './game/game';
export { boardView, actingSeat } from './core/board';
export { actionSchema, checkAction } from './core/action-schema';
export { createEngine, profileIds, getProfile, starterRecipe } from './profiles/registry';
