import type { ReadState } from '../core/draft';
import { edit } from '../core/draft';
import type { Ctx } from '../core/context';
import { ask, log, trace } from '../core/context';
import { refuse } from '../core/errors';
import { parseZoneKey, zoneKey, type ObjectId, type Seat } from '../core/ids';
import type { Action } from '../core/actions';
import type { GameState, SourceRef } from '../core/state';
import { view } from '../continuous/view';
import { isForbidden } from '../continuous/rules';
import { runEvent } from '../events/pipeline';
import { afterAction } from '../flow/priority';
import { sendFlow } from '../flow/driver';
import { enteredThisTurn } from './shared-rules';
import { objectAt } from '../core/object-table';

/**
 * Combat with declared attackers and blockers, for the games whose seeds say nothing of combat
 * (Magic's published rules 506-511; Gate Ruler's attacks on the ruler, a profile assumption):
 *
 * - in the attack step the turn player, holding priority with an empty stack, declares attackers
 *   one at a time, each at an opponent (clicking a creature is declaring it); attacking taps the
 *   creature unless it has vigilance; a creature that came under its controller's control this
 *   turn can't attack unless it has haste (MTG-302.6); a defender can't attack;
 * - in the block step the defending player declares every blocker at once (`defend`, an empty
 *   list blocking nothing), each untapped creature blocking one attacker (asked when several
 *   could be blocked); flying creatures can be blocked only by flying or reach (MTG-702.9b);
 * - MTG-510.4: when an attacker or blocker has first strike or double strike, a first combat
 *   damage step deals their damage first; creatures without first strike (and double strikers)
 *   deal theirs in the second; with none, that step is skipped;
 * - an unblocked attacker deals its power to the player it attacks; a blocked one and its
 *   blocker deal their power to each other (one blocker each: no damage assignment order);
 * - MTG-508.8: with no attackers the block and damage steps are skipped.
 *
 * Roles live in `state.uses` under `combat:` keys ending in `:turn`, keyed by object id (an
 * object that leaves the battlefield gets a new id and so leaves combat); they go at end of turn.
 */
export interface CombatConfig {
  /** The phase that holds the combat steps. */
  phase: string;
  /** Step names: declare attackers, declare blockers, first-strike damage (optional), damage. */
  steps: { attack: string; block: string; firstStrike?: string; damage: string };
  /** The card type that fights (Creature, Unit). */
  fighter: string;
  /** The rule id the traces cite for the combat's own procedure. */
  rule: string;
  /** The rule that keeps a fighter that came into play this turn from attacking (MTG-302.6). */
  sicknessRule: string;
  /** Deals combat damage the profile's own way (Gate Ruler's damage executions, GR-13-2a); default: a damage event. */
  deal?(ctx: Ctx, source: SourceRef, target: string, amount: number): void;
}

const PREFIX = 'combat:';

/** Who attacks whom, and who blocks whom, this combat. */
export interface DeclaredCombat {
  attackers: ReadonlyMap<ObjectId, Seat>;
  blocks: ReadonlyMap<ObjectId, ObjectId>;
  declared: ReadonlySet<Seat>;
}

/** Reads the combat from the state's use keys under `prefix` (`combat:`; chrono keeps its own `chrono:`). */
export function declaredCombat(state: Pick<GameState, 'uses'>, prefix: string = PREFIX): DeclaredCombat {
  const attackers = new Map<ObjectId, Seat>();
  const blocks = new Map<ObjectId, ObjectId>();
  const declared = new Set<Seat>();
  for (const key of Object.keys(state.uses)) {
    if (!key.startsWith(prefix)) continue;
    const [, kind, a, b] = key.split(':');
    if (kind === 'attacker') attackers.set(a, b);
    else if (kind === 'blocker') blocks.set(a, b);
    else if (kind === 'declared') declared.add(a);
  }
  return { attackers, blocks, declared };
}

function mark(ctx: Ctx, ...parts: string[]): void {
  edit(ctx.state, 'uses')[`${PREFIX}${parts.join(':')}:turn`] = 1;
}

const inStep = (state: ReadState, config: CombatConfig, step: string) => state.turn.phase === config.phase && state.turn.step === step;

function mine(state: ReadState, id: ObjectId, seat: Seat, zone: string): boolean {
  const o = objectAt(state.objects, id);
  return !!o && o.zone === zoneKey(seat, zone) && o.controller === seat;
}

const sourceOf = (state: ReadState, id: ObjectId): SourceRef => {
  const o = objectAt(state.objects, id)!;
  return { controller: o.controller, object: id, physical: o.physical, card: o.card };
};

/** Declares one attacker (see the module comment for the rules it checks). */
export function declareAttacker(ctx: Ctx, config: CombatConfig, action: Extract<Action, { type: 'attack' }>): void {
  const s = ctx.state;
  const seat = action.by;
  if (s.turn.player !== seat || !inStep(s, config, config.steps.attack)) refuse('not-legal', 'attackers are declared in your declare-attackers step', config.rule);
  if (s.turn.priority !== seat) refuse('not-your-priority', `${seat} does not hold priority`);
  if (s.stack.length > 0) refuse('not-legal', 'attackers are declared while the stack is empty', config.rule);
  if (!mine(s, action.with, seat, ctx.profile.playZone)) refuse('not-legal', `${action.with} is not on your battlefield`);
  const v = view(ctx.engine, s, action.with);
  if (!v.types.includes(config.fighter)) refuse('not-legal', `${v.name} is not a ${config.fighter.toLowerCase()}`, config.rule);
  if (declaredCombat(s).attackers.has(action.with)) refuse('not-legal', `${v.name} is already attacking`, config.rule);
  if (v.tapped) refuse('not-legal', `${v.name} is tapped`, config.rule);
  if (v.keywords.includes('defender')) refuse('not-legal', `${v.name} has defender and can't attack`, 'MTG-702.3b');
  const fresh = enteredThisTurn(ctx, action.with);
  if (fresh && !v.keywords.includes('haste')) refuse('not-legal', `${v.name} came into play this turn and can't attack yet`, config.sicknessRule);
  if (!s.players[action.target] || action.target === seat || s.players[action.target].lost) refuse('bad-target', 'a creature attacks an opponent');
  const forbidden = isForbidden(ctx, 'attack', seat, action.with);
  if (forbidden) refuse('restricted', forbidden.message, forbidden.rule);
  mark(ctx, 'attacker', action.with, action.target);
  if (v.keywords.includes('vigilance')) trace(ctx, 'MTG-702.20b', 'trace.vigilance', { card: v.card }, [action.with]);
  else runEvent(ctx, { type: 'tap', object: action.with, source: sourceOf(s, action.with) });
  trace(ctx, config.rule, 'trace.attacker-declared', { card: v.card, seat: action.target }, [action.with]);
  log(ctx, 'log.attack', { seat, card: v.name });
  afterAction(ctx, seat);
}

/** Whether `blocker` may block `attacker` (MTG-702.9b flying, MTG-702.17b reach). */
function canBlock(ctx: Ctx, blocker: ObjectId, attacker: ObjectId): boolean {
  const s = ctx.state;
  const a = view(ctx.engine, s, attacker);
  const b = view(ctx.engine, s, blocker);
  return !a.keywords.includes('flying') || b.keywords.includes('flying') || b.keywords.includes('reach');
}

/** Declares the defending player's blockers, once per combat; an empty list blocks nothing. */
export function declareBlockers(ctx: Ctx, config: CombatConfig, action: Extract<Action, { type: 'defend' }>): void {
  const s = ctx.state;
  const seat = action.by;
  if (seat === s.turn.player || !inStep(s, config, config.steps.block)) refuse('not-legal', 'blockers are declared by the attacked player in the declare-blockers step', config.rule);
  if (s.stack.length > 0) refuse('not-legal', 'blockers are declared while the stack is empty', config.rule);
  const combat = declaredCombat(s);
  if (combat.declared.has(seat)) refuse('not-legal', 'blockers are already declared', config.rule);
  const attackers = [...combat.attackers].filter(([id, d]) => d === seat && objectAt(s.objects, id)).map(([id]) => id);
  if (attackers.length === 0) refuse('not-legal', 'nothing attacks you', config.rule);
  if (new Set(action.with).size !== action.with.length) refuse('not-legal', 'a creature blocks once', config.rule);
  for (const id of action.with) {
    if (!mine(s, id, seat, ctx.profile.playZone)) refuse('not-legal', `${id} is not on your battlefield`);
    const v = view(ctx.engine, s, id);
    if (!v.types.includes(config.fighter)) refuse('not-legal', `${v.name} is not a ${config.fighter.toLowerCase()}`, config.rule);
    if (v.tapped) refuse('not-legal', `${v.name} is tapped and can't block`, config.rule);
    const forbidden = isForbidden(ctx, 'block', seat, id);
    if (forbidden) refuse('restricted', forbidden.message, forbidden.rule);
    const options = attackers.filter((a) => canBlock(ctx, id, a));
    if (options.length === 0) refuse('not-legal', `${v.name} can't block any attacker (flying)`, 'MTG-702.9b');
    const pick = ask(ctx, {
      kind: 'targets',
      player: seat,
      prompt: 'decision.block-which',
      options: options.map((a) => ({ value: a, label: view(ctx.engine, s, a).name, object: a })),
      min: 1,
      max: 1,
    });
    const attacker = String(Array.isArray(pick) ? pick[0] : pick);
    if (!options.includes(attacker)) refuse('bad-answer', 'that creature is not an attacker it can block');
    mark(ctx, 'blocker', id, attacker);
    trace(ctx, config.rule, 'trace.blocker-declared', { card: v.card, attacker: view(ctx.engine, s, attacker).card }, [id, attacker]);
    log(ctx, 'log.block', { seat, card: v.name });
  }
  mark(ctx, 'declared', seat);
  afterAction(ctx, s.turn.player);
}

function strikes(ctx: Ctx, id: ObjectId, first: boolean): boolean {
  const k = view(ctx.engine, ctx.state, id).keywords;
  if (k.includes('double-strike')) return true;
  return first === k.includes('first-strike');
}

function inPlay(state: ReadState, id: ObjectId, zone: string): boolean {
  const o = objectAt(state.objects, id);
  return !!o && parseZoneKey(o.zone).zone === zone;
}

/** Whether any creature in combat has first strike or double strike (MTG-510.4). */
export function anyFirstStrike(ctx: Ctx): boolean {
  const c = declaredCombat(ctx.state);
  const zone = ctx.profile.playZone;
  return [...c.attackers.keys(), ...c.blocks.keys()].some((id) => {
    if (!inPlay(ctx.state, id, zone)) return false;
    const k = view(ctx.engine, ctx.state, id).keywords;
    return k.includes('first-strike') || k.includes('double-strike');
  });
}

/**
 * Combat damage (MTG-510.1-2): every creature that strikes in this step deals damage equal to
 * its power, all at once: an unblocked attacker to the player it attacks, a blocked attacker to
 * its blocker and the blocker to it. `first`: the first-strike step (MTG-510.4).
 */
export function dealCombatDamage(ctx: Ctx, config: CombatConfig, first: boolean | null): void {
  const s = ctx.state;
  const zone = ctx.profile.playZone;
  const combat = declaredCombat(s);
  const blockerOf = new Map<ObjectId, ObjectId>();
  for (const [b, a] of combat.blocks) blockerOf.set(a, b);
  const hits: Array<{ source: ObjectId; target: string; amount: number }> = [];
  const power = (id: ObjectId) => Math.max(0, view(ctx.engine, s, id).stats.power ?? 0);
  const deals = (id: ObjectId) => first === null || strikes(ctx, id, first);
  for (const [attacker, defender] of combat.attackers) {
    if (!inPlay(s, attacker, zone)) continue;
    const blocker = blockerOf.get(attacker);
    if (blocker === undefined) {
      if (deals(attacker)) hits.push({ source: attacker, target: defender, amount: power(attacker) });
      continue;
    }
    // MTG-509.1h: a blocked attacker stays blocked even if its blocker has left (no damage to the player).
    if (!inPlay(s, blocker, zone)) continue;
    if (deals(attacker)) hits.push({ source: attacker, target: blocker, amount: power(attacker) });
    if (deals(blocker)) hits.push({ source: blocker, target: attacker, amount: power(blocker) });
  }
  for (const h of hits) {
    if (h.amount <= 0) continue;
    const source = sourceOf(ctx.state, h.source);
    if (config.deal) config.deal(ctx, source, h.target, h.amount);
    else runEvent(ctx, { type: 'damage', source, target: h.target, amount: h.amount, kind: 'combat', combat: true });
  }
  trace(ctx, first ? 'MTG-510.4' : config.rule, 'trace.combat-damage-dealt', { count: hits.length });
}

/**
 * Turn-based actions as a combat step begins: MTG-508.8 skips the block and damage steps when
 * nothing attacks; MTG-510.4 skips the first-strike step when no creature in combat has first or
 * double strike; damage steps deal their damage.
 */
export function enterCombatStep(ctx: Ctx, config: CombatConfig, step: string): void {
  const attacking = [...declaredCombat(ctx.state).attackers.keys()].some((id) => inPlay(ctx.state, id, ctx.profile.playZone));
  if (step === config.steps.block || step === config.steps.firstStrike || step === config.steps.damage) {
    if (!attacking) {
      trace(ctx, config.rule, 'trace.combat-step-skipped', { step });
      return sendFlow(ctx, { type: 'step.done' });
    }
  }
  if (step === config.steps.firstStrike) {
    if (!anyFirstStrike(ctx)) return sendFlow(ctx, { type: 'step.done' });
    dealCombatDamage(ctx, config, true);
  } else if (step === config.steps.damage) {
    dealCombatDamage(ctx, config, config.steps.firstStrike ? false : null);
  }
}

/** Candidate attacks and blocks for legalActions (each is then tried by the kernel). */
export function combatCandidates(state: ReadState, config: CombatConfig, zone: string, seat: Seat): Action[] {
  const out: Action[] = [];
  if (state.turn.phase !== config.phase) return out;
  const own = state.zones[zoneKey(seat, zone)] ?? [];
  if (state.turn.step === config.steps.attack && state.turn.player === seat) {
    for (const other of state.seats.filter((x) => x !== seat)) for (const id of own) out.push({ type: 'attack', by: seat, with: id, target: other });
  }
  if (state.turn.step === config.steps.block && state.turn.player !== seat) {
    out.push({ type: 'defend', by: seat, with: [] });
    for (const id of own) out.push({ type: 'defend', by: seat, with: [id] });
  }
  return out;
}
