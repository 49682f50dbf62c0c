import type { Engine } from '../core/context';
import { FAB_STAGES } from './stages';

/**
 * The kinds of change a continuous effect part makes (FAB-6.3.2c: the separable parts of one
 * effect apply in their own stages). A profile's table says where each kind applies.
 */
export type ChangeKind =
  /** Rule-modifying effects ("can't gain go again", FAB-6.3.1). */
  | 'rules'
  /** Copiable values (FAB-6.3.2 stage 1; MTG-613.1a layer 1). */
  | 'copy'
  | 'controller'
  /** Name and text box. */
  | 'text'
  /** Types, subtypes, classes and talents. */
  | 'types'
  | 'supertypes'
  | 'colors'
  /** Keywords and abilities gained or lost. */
  | 'abilities'
  /** Base values of numbers set (FaB stage 7; MTG 7b, where base and current P/T are one). */
  | 'base'
  /** Numbers set. */
  | 'set'
  /** Numbers raised. */
  | 'add'
  /** Numbers lowered. */
  | 'subtract'
  /** Counters that change numbers (+1/+1). */
  | 'counters'
  /** Power and toughness switched (MTG-613.4d). */
  | 'switch';

/** A place in the application order: stage (or layer), then sub-stage (or sublayer). */
export interface Place {
  stage: number;
  sub: number;
}

/**
 * A game's stage (FaB) or layer (MTG) table: plain data the continuous machinery reads
 * (DESIGN "Characteristics"), supplied by the profile (`Profile.layers`).
 */
export interface LayerTable {
  /** The rule the table restates (`FAB-6.3.2`, `MTG-613.1`). */
  rule: string;
  /** Every stage or layer in application order, with its name and rule (for traces and "why?"). */
  stages: ReadonlyArray<{ stage: number; sub?: number; name: string; rule: string }>;
  /** Where each kind of change applies; a kind the table lacks is no part of this game. */
  places: Readonly<Partial<Record<ChangeKind, Place>>>;
  /** The sub-stage of characteristic-defining abilities within any stage (MTG-613.3: first). */
  cdaSub?: number;
  /** Where numbers start from their base values (FaB: stage 8; MTG: layer 7). */
  numericFrom: Place;
  /** How a counter changes numbers: kind -> stat -> change per counter. */
  counterStats: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /**
   * How an effect that depends on another is ordered:
   * - `latest-stage` (FAB-6.3.2a/b): applied in the latest stage it depends on, in the
   *   dependent sub-stage given per stage;
   * - `within-layer` (MTG-613.8): after the effects it depends on in its own layer, else by
   *   timestamp; dependency loops fall back to timestamps.
   */
  dependency:
    | { kind: 'latest-stage'; rule: string; dependentSub: Readonly<Record<number, number>> }
    | { kind: 'within-layer'; rule: string };
  /** The rule that makes each first application of an effect an event (FAB-6.2.5); absent: none. */
  applicationEvents?: string;
}

/** The table the game's profile supplies; profiles without one use FaB's stages (FAB-6.3.2). */
export function tableOf(engine: Engine): LayerTable {
  return engine.profile.layers ?? FAB_STAGES;
}

/** Compares two places in application order. */
export function comparePlaces(a: Place, b: Place): number {
  return a.stage - b.stage || a.sub - b.sub;
}

/** A place as one number in application order (sub-stages stay under 100). */
export function rankOf(p: Place): number {
  return p.stage * 100 + p.sub;
}

/**
 * FAB-6.3.2a/b: the latest stage a condition reads: a base value is known after the stage that
 * sets base values, a number after the stages that change numbers. 0: it reads no stage.
 */
export function conditionStage(table: LayerTable, cond: unknown): number {
  const text = JSON.stringify(cond);
  let stage = 0;
  const base = table.places.base;
  const numbers = [table.places.add, table.places.subtract, table.places.counters].filter((p): p is Place => !!p);
  if (base && /"base-(power|defense|hp|toughness)"/.test(text)) stage = Math.max(stage, base.stage);
  if (/"stat":"(power|defense|hp|toughness|containment)"/.test(text)) for (const p of numbers) stage = Math.max(stage, p.stage);
  return stage;
}
