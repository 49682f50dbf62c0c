import { compileTriggered } from '../../../cards/compile';
import type { TriggerKeyword } from '../../keyword-types';

/**
 * SCP-607.6 【Tool】 (607.6a: a triggered and a static effect some object cards have).
 *
 * SCP-607.6b, the triggered part: "when this object has a containment breach, target an object
 * on either site other than its partner object and this object itself, and attach this card to
 * it; if you do, this card is treated as used by that object". In the lab model:
 * - Sandboxes are cards with protection and hold no objects, so the one object a breach
 *   concerns is the object whose damage brought the sandbox to 0 protection (SCP-601.3b-c: the
 *   cross testing object deals the damage, and the breach follows from it). That object "has
 *   the containment breach": the `containment-breach` event's `object` (profiles/scp/breach.ts).
 * - The lab model has no partner objects: only this object itself is excluded.
 * - "Used by" is the kernel's attachment (core/attachments.ts); the Tool's related effects name
 *   the object using it with `{host-of: this}` (607.6d). The Tool stays an object on its site;
 *   when either object leaves play the attachment ends and the Tool stays where it is (the seed
 *   says nothing more).
 * - It is a rule effect: never lost (the kernel reads `rules` for it, SCP-607.4) and its trigger
 *   can't be negated (interpreter/primitives/negate.ts).
 * - A triggered effect like any other (SCP-604.2): targets are chosen as it is put on the
 *   chain, and with no other object on either site it is removed without going on the chain.
 *
 * SCP-607.6c, the static part, is a deck-building rule ("at most one card with 【Tool】 in each
 * class's sandbox"), checked with 607.5b's Proposal limit in profiles/deck-rules.ts.
 */
export const tool: TriggerKeyword = {
  rule: 'SCP-607.6',
  body: compileTriggered({
    when: { event: 'containment-breach', object: 'this' },
    targets: [{ target: { type: 'Object', other: true } }],
    effects: [{ attach: 'target' }],
  }),
};
