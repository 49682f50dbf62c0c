import type { Ctx } from '../core/context';
import type { ObjectId, Seat } from '../core/ids';
import type { GameState } from '../core/state';
import { view } from './view';
import { matchesFilter } from '../cards/selectors';
import { parseZoneKey } from '../core/ids';

type Spec = Readonly<Record<string, unknown>>;

/** The "can't" rules in force: layer-type ones and those of static abilities in play. */
export function cantRules(ctx: Ctx): Array<{ spec: Spec; controller: Seat; self?: ObjectId; card?: string }> {
  const state = ctx.state as GameState;
  const out: Array<{ spec: Spec; controller: Seat; self?: ObjectId; card?: string }> = [];
  for (const e of state.effects) {
    const cant = e.spec.cant as Spec | undefined;
    if (cant) out.push({ spec: cant, controller: e.source.controller, self: e.source.object, card: e.source.card });
  }
  for (const o of Object.values(state.objects)) {
    if (parseZoneKey(o.zone).zone !== ctx.profile.playZone) continue;
    const def = ctx.cards[o.card];
    if (!def) continue;
    const v = view(ctx.engine, state, o.id);
    def.abilities.forEach((a, i) => {
      if (a.kind !== 'static' || !v.abilities.includes(i)) return;
      const rule = (a.body as Spec).rule as Spec | undefined;
      const cant = (rule?.cant ?? (rule?.word === 'cant' ? rule.args : undefined)) as Spec | undefined;
      if (cant) out.push({ spec: cant, controller: o.controller, self: o.id, card: o.card });
    });
  }
  return out;
}

/**
 * Whether a rule-modifying "can't" effect forbids this action (FAB-6.3.1; SCP-600.1a;
 * SCP-601.2b: a forbidden declaration is rewound). Returns the reason, or null.
 */
export function isForbidden(ctx: Ctx, what: string, seat: Seat, object?: ObjectId): { message: string; rule: string } | null {
  const state = ctx.state as GameState;
  for (const r of cantRules(ctx)) {
    const w = r.spec.what as string | undefined;
    if (w !== what && w !== 'act' && w !== 'take-actions') continue;
    const by = r.spec.by as string | undefined;
    if (by === 'you' && seat !== r.controller) continue;
    if (by === 'opponent' && seat === r.controller) continue;
    if (by && by !== 'you' && by !== 'opponent' && by !== 'each-player' && by !== 'heroes' && by !== seat) continue;
    const filter = r.spec.filter as Spec | undefined;
    const name = r.spec.name as string | undefined;
    if (object) {
      const v = view(ctx.engine, state, object);
      if (name && v.name !== (ctx.cards[name]?.name ?? name)) continue;
      if (filter && !matchesFilter(ctx.engine, state, v, filter, { controller: r.controller, self: r.self })) continue;
    } else if (name || filter) continue;
    return { message: `${ctx.cards[r.card ?? '']?.name ?? 'an effect'} forbids it`, rule: what === 'cross-test' ? 'SCP-601.2b' : 'FAB-6.3.1' };
  }
  return null;
}
