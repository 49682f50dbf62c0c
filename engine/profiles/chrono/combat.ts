import type { ReadState } from '../../core/draft';
import { declaredCombat, type DeclaredCombat } from '../declared-combat';
import { edit } from '../../core/draft';
import type { Ctx, Engine } from '../../core/context';
import { ask, log, trace } from '../../core/context';
import { refuse } from '../../core/errors';
import { parseZoneKey, zoneKey, type ObjectId, type Seat } from '../../core/ids';
import type { Action } from '../../core/actions';
import type { GameState } from '../../core/state';
import { view } from '../../continuous/view';
import { isForbidden } from '../../continuous/rules';
import { payRuleCosts, unpayableRuleCost } from '../../continuous/cost-rules';
import { runEvent } from '../../events/pipeline';
import { afterAction } from '../../flow/priority';
import { enteredThisTurn } from '../shared-rules';
import { objectAt } from '../../core/object-table';

/**
 * Chrono combat (the attack phase: pre-attack, pre-block, pre-damage, damage steps).
 *
 * Profile assumptions (DIGEST "Profile notes"; the seed describes only the keywords):
 * - attacks are declared in the pre-attack step by the turn player holding priority with an
 *   empty stack, one unit at a time, each at an opponent; attacking wipes the unit (CHR-KW-VALOR);
 * - blocks are declared once, in the pre-block step with an empty stack, by the attacked player
 *   with untapped units; each attacker is blocked by at most one unit (CHR-KW-AURA);
 * - combat damage is dealt as the damage step begins: attacker and blocker deal their power to
 *   each other; an unblocked attacker deals 1 damage to the defending player (life counts points,
 *   power counts thousands); breakthrough X adds X (CHR-KW-BREAK);
 * - combat ends as the adjustment phase begins, which also removes damage from units.
 *
 * Combat roles live in `state.uses` under `chrono:` keys ending in `:turn`, keyed by object id:
 * an object that leaves the battlefield gets a new id and so is out of combat.
 */
const PREFIX = 'chrono:';

/** Who attacks whom (attacker -> defending seat), who blocks whom (blocker -> attacker), who declared blocks. */
export type Combat = DeclaredCombat;

/** Reads the combat from the state's `chrono:` use keys. */
export function combatOf(state: Pick<GameState, 'uses'>): Combat {
  return declaredCombat(state, PREFIX);
}

function mark(ctx: Ctx, ...parts: string[]): void {
  edit(ctx.state, 'uses')[`${PREFIX}${parts.join(':')}:turn`] = 1;
}

/** Combat ends (the adjustment phase begins): every unit leaves combat. */
export function endCombat(ctx: Ctx): void {
  for (const key of Object.keys(ctx.state.uses)) if (key.startsWith(PREFIX)) delete edit(ctx.state, 'uses')[key];
}

function inCombatStep(state: ReadState, step: string): boolean {
  return state.turn.phase === 'attack' && state.turn.step === step;
}

function onBattlefieldOf(state: ReadState, id: ObjectId, seat: Seat): boolean {
  const o = objectAt(state.objects, id);
  return !!o && o.zone === zoneKey(seat, 'battlefield') && o.controller === seat;
}

/**
 * Declares one attacker. CHR-KW-HASTE: a unit deployed this turn can attack only with haste.
 * CHR-KW-VALOR: attacking wipes the unit unless it has valor.
 */
export function declareAttack(ctx: Ctx, action: Extract<Action, { type: 'attack' }>): void {
  const s = ctx.state;
  const seat = action.by;
  const t = s.turn;
  if (t.player !== seat || !inCombatStep(s, 'pre-attack')) refuse('not-legal', 'attacks are declared in your pre-attack step');
  if (t.priority !== seat) refuse('not-your-priority', `${seat} does not hold priority`);
  if (s.stack.length > 0) refuse('not-legal', 'attacks are declared while the stack is empty');
  if (!onBattlefieldOf(s, action.with, seat)) refuse('not-legal', `${action.with} is not on your battlefield`);
  const v = view(ctx.engine, s, action.with);
  if (!v.types.includes('Unit')) refuse('not-legal', `${v.name} is not a unit`);
  if (combatOf(s).attackers.has(action.with)) refuse('not-legal', `${v.name} is already attacking`);
  if (v.tapped) refuse('not-legal', `${v.name} is wiped`);
  const fresh = enteredThisTurn(ctx, action.with);
  if (fresh && !v.keywords.includes('haste')) refuse('not-legal', `${v.name} was deployed this turn`, 'CHR-KW-HASTE');
  if (!s.players[action.target] || action.target === seat || s.players[action.target].lost) {
    refuse('bad-target', 'a unit attacks an opponent');
  }
  const forbidden = isForbidden(ctx, 'attack', seat, action.with);
  if (forbidden) refuse('restricted', forbidden.message, forbidden.rule);
  const taxed = unpayableRuleCost(ctx, 'attack', seat, action.with);
  if (taxed) refuse('cannot-pay', taxed.message, taxed.rule);
  payRuleCosts(ctx, 'attack', seat, action.with);
  if (fresh) trace(ctx, 'CHR-KW-HASTE', 'trace.haste-attack', { card: v.card }, [action.with]);
  mark(ctx, 'attacker', action.with, action.target);
  if (v.keywords.includes('valor')) trace(ctx, 'CHR-KW-VALOR', 'trace.valor-no-wipe', { card: v.card }, [action.with]);
  else runEvent(ctx, { type: 'tap', object: action.with, source: { controller: seat, object: action.with, physical: objectAt(s.objects, action.with)!.physical, card: v.card } });
  log(ctx, 'log.attack', { seat, card: v.name });
  afterAction(ctx, seat);
}

/**
 * Declares the attacked player's blockers, once per combat. CHR-KW-AURA: if only units with
 * Aura attack, only units with Aura can block. A blocker facing several attackers is assigned
 * with a `targets` decision.
 */
export function declareBlocks(ctx: Ctx, action: Extract<Action, { type: 'defend' }>): void {
  const s = ctx.state;
  const seat = action.by;
  if (seat === s.turn.player || !inCombatStep(s, 'pre-block')) refuse('not-legal', 'blocks are declared by the attacked player in the pre-block step');
  if (s.stack.length > 0) refuse('not-legal', 'blocks are declared while the stack is empty');
  const combat = combatOf(s);
  if (combat.declared.has(seat)) refuse('not-legal', 'blocks are already declared');
  const attackers = [...combat.attackers].filter(([id, d]) => d === seat && objectAt(s.objects, id)).map(([id]) => id);
  if (attackers.length === 0) refuse('not-legal', 'no unit attacks you');
  if (new Set(action.with).size !== action.with.length) refuse('not-legal', 'a unit blocks once');
  const onlyAura = attackers.every((id) => view(ctx.engine, s, id).keywords.includes('aura'));
  const free = new Set(attackers);
  for (const id of action.with) {
    if (!onBattlefieldOf(s, id, seat)) refuse('not-legal', `${id} is not on your battlefield`);
    const v = view(ctx.engine, s, id);
    if (!v.types.includes('Unit')) refuse('not-legal', `${v.name} is not a unit`);
    if (v.tapped) refuse('not-legal', `${v.name} is wiped and can't block`);
    if (onlyAura && !v.keywords.includes('aura')) refuse('not-legal', `only units with Aura can block Aura attackers`, 'CHR-KW-AURA');
    const forbidden = isForbidden(ctx, 'block', seat, id);
    if (forbidden) refuse('restricted', forbidden.message, forbidden.rule);
    const options = [...free];
    if (options.length === 0) refuse('not-legal', 'each attacker is blocked by one unit at most');
    const pick = ask(ctx, {
      kind: 'targets',
      player: seat,
      prompt: 'decision.block-which',
      options: options.map((a) => ({ value: a, label: view(ctx.engine, s, a).name, object: a })),
      min: 1,
      max: 1,
    });
    const attacker = String(Array.isArray(pick) ? pick[0] : pick);
    if (!free.has(attacker)) refuse('bad-answer', 'that unit is not a free attacker');
    free.delete(attacker);
    mark(ctx, 'blocker', id, attacker);
    log(ctx, 'log.block', { seat, card: v.name });
  }
  if (onlyAura) trace(ctx, 'CHR-KW-AURA', 'trace.aura-blocks', { count: action.with.length });
  mark(ctx, 'declared', seat);
  afterAction(ctx, s.turn.player);
}

function power(engine: Engine, state: ReadState, id: ObjectId): number {
  return view(engine, state, id).stats.power ?? 0;
}

/**
 * The damage step begins: combat damage, all at once, then the state check destroys units with
 * damage >= hp; CHR-KW-BREAK: an attacker that destroyed its blocker and survived deals X to
 * the defending player. The breakthrough damage needs the state check first, so it runs here.
 */
export function combatDamage(ctx: Ctx): void {
  const s = ctx.state;
  const combat = combatOf(s);
  const blockerOf = new Map<ObjectId, ObjectId>();
  for (const [b, a] of combat.blocks) blockerOf.set(a, b);
  const hits: Array<{ source: ObjectId; target: string; amount: number }> = [];
  const broke: Array<{ attacker: ObjectId; blocker: ObjectId; defender: Seat; x: number }> = [];
  for (const [attacker, defender] of combat.attackers) {
    if (!onBattlefieldOf(s, attacker, objectAt(s.objects, attacker)?.controller ?? '')) continue;
    const blocker = blockerOf.get(attacker);
    if (blocker === undefined) {
      hits.push({ source: attacker, target: defender, amount: 1 });
      continue;
    }
    // A blocked attacker stays blocked even if its blocker has left (no damage to the player).
    const b = objectAt(s.objects, blocker);
    if (!b || parseZoneKey(b.zone).zone !== 'battlefield') continue;
    hits.push({ source: attacker, target: blocker, amount: power(ctx.engine, s, attacker) });
    hits.push({ source: blocker, target: attacker, amount: power(ctx.engine, s, blocker) });
    const v = view(ctx.engine, s, attacker);
    const x = Number(v.keywordValues.breakthrough ?? 0);
    if (v.keywords.includes('breakthrough') && x > 0) broke.push({ attacker, blocker, defender, x });
  }
  for (const h of hits) {
    const o = objectAt(ctx.state.objects, h.source);
    if (!o) continue;
    runEvent(ctx, {
      type: 'damage',
      source: { controller: o.controller, object: o.id, physical: o.physical, card: o.card },
      target: h.target,
      amount: h.amount,
      kind: 'combat',
      combat: true,
    });
  }
  trace(ctx, 'CHR-COMBAT', 'trace.combat-damage', { count: hits.length });
  ctx.profile.rules?.stateChecks?.(ctx);
  for (const b of broke) {
    const attacker = objectAt(ctx.state.objects, b.attacker);
    if (!attacker || objectAt(ctx.state.objects, b.blocker)) continue; // destroyed blocker, surviving attacker
    trace(ctx, 'CHR-KW-BREAK', 'trace.breakthrough', { card: attacker.card, amount: b.x }, [attacker.id]);
    runEvent(ctx, {
      type: 'damage',
      source: { controller: attacker.controller, object: attacker.id, physical: attacker.physical, card: attacker.card },
      target: b.defender,
      amount: b.x,
    });
  }
}

/** Candidate attacks and blocks for legalActions (each is then tried by the kernel). */
export function combatCandidates(state: ReadState, seat: Seat): Action[] {
  const out: Action[] = [];
  if (state.turn.phase !== 'attack') return out;
  const mine = state.zones[zoneKey(seat, 'battlefield')] ?? [];
  if (state.turn.step === 'pre-attack' && state.turn.player === seat) {
    for (const other of state.seats.filter((x) => x !== seat)) for (const id of mine) out.push({ type: 'attack', by: seat, with: id, target: other });
  }
  if (state.turn.step === 'pre-block' && state.turn.player !== seat) {
    out.push({ type: 'defend', by: seat, with: [] });
    for (const id of mine) out.push({ type: 'defend', by: seat, with: [id] });
  }
  return out;
}
