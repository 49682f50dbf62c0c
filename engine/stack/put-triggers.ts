import type { Ctx } from '../core/context';
import { bumpEpoch } from '../core/epoch';
import { ask, trace } from '../core/context';
import type { Seat } from '../core/ids';
import type { PendingTrigger } from '../core/state';
import type { DeepReadonly } from '../core/draft';
import type { CarriedTriggerBody } from '../cards/schema';
import { pushItem } from './stack';
import { declareTargets, type TargetSpec } from './targets';
import { withEventSeats } from './event-seats';
import type { EffectFrame } from '../interpreter/effects';
import { nextSeat } from '../core/seats';
import { isYes } from '../decisions/answer';
import { editObject, objectAt } from '../core/object-table';
import { isForbidden } from '../continuous/rules';
import { playsBy, REVISION } from '../core/rules-revision';

/** What the pending layer resolves: the body it carries, or its card's triggered ability. */
function bodyOf(ctx: Ctx, p: PendingTrigger): DeepReadonly<CarriedTriggerBody> | undefined {
  if (p.spec) return p.spec;
  const def = p.source.card ? ctx.cards[p.source.card] : undefined;
  const ability = p.ability !== undefined ? def?.abilities[p.ability] : undefined;
  return ability?.kind === 'triggered' ? ability.body : undefined;
}

/**
 * Puts pending triggered layers on the stack. FAB-6.6.6b: the turn player chooses a player;
 * from them, clockwise, each player adds their own layers in the order they choose.
 * CHR-TRG-3 (and APNAP): the turn player's first. Each layer declares its targets as it is
 * added; with no legal target it ceases to exist (FAB-6.6.6a).
 */
export function putTriggersOnStack(ctx: Ctx): void {
  const pending = [...ctx.state.pendingTriggers] as PendingTrigger[];
  ctx.state.pendingTriggers = [];
  const seats = ctx.state.seats.filter((s) => pending.some((p) => p.controller === s));
  let first: Seat = ctx.state.turn.player;
  if (ctx.profile.rules?.triggerPolicy === 'first-player-chosen' && seats.length > 1) {
    first = String(
      ask(ctx, {
        kind: 'first-player',
        player: ctx.state.turn.player,
        prompt: 'decision.first-player-triggers',
        options: seats.map((s) => ({ value: s, label: s, seat: s })),
        rule: 'FAB-6.6.6b',
      }),
    );
  }
  const order: Seat[] = [];
  let seat = seats.includes(first) ? first : ctx.state.turn.player;
  for (let i = 0; i < ctx.state.seats.length; i++) {
    if (seats.includes(seat)) order.push(seat);
    seat = nextSeat(ctx.state.seats, seat);
  }
  // An index loop: the order decision below suspends by an exception, which for-of would catch and rethrow.
  for (let o = 0; o < order.length; o++) {
    const s = order[o];
    let mine = pending.filter((p) => p.controller === s).sort((a, b) => a.timestamp - b.timestamp);
    while (mine.length > 0) {
      let next = mine[0];
      if (mine.length > 1) {
        const pick = ask(ctx, {
          kind: 'order-triggers',
          player: s,
          prompt: 'decision.order-triggers',
          options: mine.map((p) => ({ value: p.id, label: p.source.card ?? p.id, object: p.source.object })),
          rule: ctx.profile.rules?.triggerPolicy === 'first-player-chosen' ? 'FAB-6.6.6b' : 'CHR-TRG-3',
        });
        const id = Array.isArray(pick) ? String(pick[0]) : String(pick);
        if (Array.isArray(pick) && pick.length > 1) {
          // A full order was given: keep it for the rest of this player's layers.
          const rank = new Map((pick as string[]).map((v, i) => [v, i]));
          mine = [...mine].sort((a, b) => (rank.get(a.id) ?? 99) - (rank.get(b.id) ?? 99));
          if (playsBy(ctx.state, REVISION.orderAskedOnce) && pick.length >= mine.length) {
            // Every layer was placed: they go on in that order without asking again.
            for (let i = 0; i < mine.length; i++) addLayer(ctx, mine[i]);
            break;
          }
          next = mine[0];
        } else {
          next = mine.find((p) => p.id === id) ?? mine[0];
        }
      }
      mine = mine.filter((p) => p !== next);
      addLayer(ctx, next);
    }
  }
}

function addLayer(ctx: Ctx, p: PendingTrigger): void {
  const body = bodyOf(ctx, p);
  if (!body) return;
  const scope = { controller: p.controller, self: p.source.object, selfPhysical: p.source.physical };
  let decided = false;
  const hiddenSource = body.hidden === true && p.source.object ? objectAt(ctx.state.objects, p.source.object) : undefined;
  if (hiddenSource?.faceDown) {
    // SCP-600.1: manifesting a face-down Incident is an action; a player who can't take
    // actions can't manifest it (it stays face down, as if declined).
    const forbidden = isForbidden(ctx, 'manifest', p.controller, hiddenSource.id);
    if (forbidden) {
      trace(ctx, 'SCP-600.1', 'trace.incident-forbidden', { card: hiddenSource.card }, [hiddenSource.id]);
      return;
    }
  }
  if (body.may === true && (body.hidden === true || ctx.profile.rules?.optionalTriggersChosenAsDeclared === true)) {
    // SCP-604.3: an optional trigger is chosen as it is declared; an Incident's controller decides
    // secretly and reveals it only if used (604.3c); declined, it is removed (604.3e).
    const yes = isYes(ask(ctx, { kind: 'may', player: p.controller, prompt: 'decision.may-trigger', options: [], rule: 'SCP-604.3' }));
    if (!yes) {
      trace(ctx, 'SCP-604.3e', 'trace.trigger-declined', { card: p.source.card ?? '' });
      return;
    }
    decided = true;
    const o = p.source.object ? objectAt(ctx.state.objects, p.source.object) : undefined;
    if (o && o.faceDown && body.hidden === true) {
      editObject(ctx.state, o.id).faceDown = false;
      bumpEpoch(ctx.state); // a revealed card's abilities and rules now function
      trace(ctx, 'SCP-604.3c', 'trace.incident-revealed', { card: o.card }, [o.id]);
    }
  }
  // "Target equipment they control": the event's players are known now (Buckling Blow, FAB-6.4.1a).
  const frame: EffectFrame = { scope, source: p.source, targets: [], ...(p.data ? { eventFacts: p.data } : {}) };
  const specs = ((body.targets as TargetSpec[] | undefined) ?? []).map((s) =>
    typeof s.target === 'object' && s.target !== null ? { ...s, target: withEventSeats(ctx, s.target as Record<string, unknown>, frame) } : s,
  );
  const named: Record<string, string[]> = {};
  const targets = specs.length > 0 ? declareTargets(ctx, specs, scope, undefined, 'ability', named) : [];
  if (targets === null) {
    trace(ctx, 'FAB-6.6.6a', 'trace.trigger-no-target', { card: p.source.card ?? '' }, p.source.object ? [p.source.object] : []);
    return;
  }
  pushItem(ctx, {
    kind: 'trigger',
    controller: p.controller,
    source: p.source,
    ability: p.ability,
    abilityKind: p.delayed ? 'delayed' : 'triggered',
    targets,
    ...(Object.keys(named).length > 0 ? { named } : {}),
    ...(p.spec ? { spec: p.spec } : {}),
    data: { ...(p.data ?? {}), ...(p.delayed ? { delayed: p.delayed } : {}), ...(decided ? { mayDecided: true } : {}) },
  });
  trace(ctx, 'FAB-6.6.6', 'trace.trigger-on-stack', { card: p.source.card ?? '' }, p.source.object ? [p.source.object] : []);
}
