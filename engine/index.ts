/**
 * Arbiter's rules engine: pure TypeScript, no I/O, no clock, no Math.random.
 * seed + actions -> the same state, always.
 */
import { loadSet as loadCardSet, readSet as readCardSet, type LoadResult, type SetReading } from './cards/load';
import { cardDialect } from './profiles/registry';
export type { Action, Answer, ActionType, ManualChange } from './core/actions';
export type { Engine } from './core/context';
export type { Refusal, RefusalCode } from './core/errors';
export type { Seat, ObjectId, CardId, ProfileId } from './core/ids';
export type { GameState, GameObject, LogLine } from './core/state';
export type { TraceEntry } from './core/trace';
export type { Decision, DecisionKind, DecisionOption } from './decisions/types';
export type { CardDef, CardDb, AbilityDef } from './cards/types';
export type { FirstPlayerSetup, Profile } from './profiles/types';
export type { BoardView, CardView, ChainLinkView, Characteristics, DecisionView, Phrase, PlayerView, StackEntry, ZoneRole, ZoneView, ManualResolution, WaitingPlay } from './view/types';
export type { ActResult, NewGameOptions } from './game/game';
export { act, hashMatches, legalActions, newGame, replay, stateAtDecision, stateDigests, stateHash, treeStateHash } from './game/game';
export { seedChainDigest } from './core/log-digest';
export { boardView, actingSeat, VIEW_LOG_LINES } from './view/board';
export { CARD_PARAMS, namesOfCards } from './view/card-names';
export type { Sight } from './view/sight';
export { sightOf } from './view/sight';
export { objectAt } from './core/object-table';
export { actionSchema, checkAction } from './core/action-schema';
export { asksFirstPlayer, cardDialect, createEngine, deckFormatsOf, deckRulesFor, profileIds, getProfile, starterRecipe } from './profiles/registry';
export type { GameSetup, SaveFile, StoredSnapshot, ReadSaveResult } from './replay/save-format';
export { joinState, readSaveFile, recordedSetup, serializeSaveFile, setupCards, setupOptions, splitState, storedSnapshot, toSaveFile, upgradeState } from './replay/save-format';
export { isLinesHeader, readSaveText, saveFileLines, SaveLinesReader, SAVE_LINE_MAX_CHARS, serializeSaveLines } from './replay/save-lines';
export { emptyList, itemAt, items, lastItem, listOf, newestFirst, sliceItems, toArray, type PersistentList } from './core/persistent-list';
export type { CardReading, LoadedSet, LoadResult, SetHeading, SetReading } from './cards/load';
export { buildCardDb, MAX_CARD_CHARS, MAX_SET_HEADER_CHARS, readingOf } from './cards/load';
export type { CardDialect } from './cards/dialect';
/** Parses, validates and compiles a set file, each card in its game's dialect (`cards/load.ts`, `cardDialect`). */
export function loadSet(text: string, file: string): LoadResult {
  return loadCardSet(text, file, cardDialect);
}
/** Reads a set file card by card, each in its game's dialect (`cards/load.ts`): what an import stores as it goes. */
export function readSet(text: string, file: string): SetReading {
  return readCardSet(text, file, cardDialect);
}
export type { DeckCard, DeckEntry, DeckProblem, DeckRules, DeckSection } from './profiles/deck-rules';
export { checkDeck } from './profiles/deck-rules';
export type { Level, PlayerKind } from './ai/player';
export { chooseAction, LEVELS, PLAYER_KINDS } from './ai/player';
export type { MatchResult, MatchSetup } from './ai/match';
export { playMatch } from './ai/match';
export type { LabFrame, LabRun, LabOpen } from './conformance/lab';
export { openLab } from './conformance/lab';
export type { ScenarioHost } from './conformance/host';
export type { ViewOptions } from './view/board';
export { createScenarioHost } from './conformance/engine-host';
export { parseScenarioFile } from './conformance/format';
