import { change } from './draft';
import { describe, expect, it } from 'vitest';
import { buildCardDb, loadSet } from '../index';
import { createEngine } from '../profiles/registry';
import { makeCtx, type Ctx } from './context';
import { emptyState } from '../game/game';
import { zoneKey } from './ids';
import type { GameState } from './state';
import { createObject } from './zones';
import { attachedTo, attachmentsOf, attachProblem } from './attachments';
import { runEvent } from '../events/pipeline';
import { runEffects } from '../interpreter/effects';
import { compileEffects } from '../cards/compile';
import { view } from '../continuous/view';
import { refsOf } from '../interpreter/refs';
import { boardView } from '../view/board';
import { allObjects, objectAt } from './object-table';
import { toArray } from './persistent-list';

/**
 * The kernel's attachment model (core/attachments.ts) on MTG-like cards: an aura whose static
 * ability reads "the object this is attached to" through the `host-of` filter.
 */
const set = loadSet(
  `set: t
profile: mtg
name: T
cards:
  - {id: bear, name: Bear, type: Creature - Bear, power: 2, toughness: 2, text: ""}
  - id: might
    name: Might
    type: Enchantment - Aura
    text: "Enchanted creature gets +2/+0."
    abilities:
      - static:
          affects: {host-of: this}
          modify: {power: 2}
`,
  't.yaml',
);
if (!set.ok) throw new Error(set.errors.join('\n'));
const engine = createEngine('mtg', buildCardDb([set.set]));

interface Board {
  state: GameState;
  bear: string;
  other: string;
  might: string;
  inHand: string;
}

function board(): Board {
  const ids = { bear: '', other: '', might: '', inHand: '' };
  const state = change(emptyState(engine, 1, ['A', 'B']), (draft) => {
    const ctx = makeCtx(engine, draft, []);
    ids.bear = createObject(ctx, 'bear', 'A', 'battlefield');
    ids.other = createObject(ctx, 'bear', 'B', 'battlefield');
    ids.might = createObject(ctx, 'might', 'A', 'battlefield');
    ids.inHand = createObject(ctx, 'bear', 'A', 'hand');
  });
  return { state, ...ids };
}

function step(state: GameState, run: (ctx: Ctx) => void): GameState {
  return change(state, (draft) => {
    run(makeCtx(engine, draft, []));
  });
}

const attachEvent = (object: string, to: string) => ({ type: 'attach' as const, object, to, source: { controller: 'A' } });

describe('attachments (core/attachments.ts)', () => {
  it('an attach event links both ends, is recorded in the history and traced', () => {
    const b = board();
    const s = step(b.state, (ctx) => void runEvent(ctx, attachEvent(b.might, b.bear)));
    expect(attachedTo(s, b.might)).toBe(b.bear);
    expect(attachmentsOf(s, b.bear)).toEqual([b.might]);
    expect(toArray(s.history).at(-1)).toMatchObject({ type: 'attach', facts: { object: objectAt(s.objects, b.might)!.physical, to: objectAt(s.objects, b.bear)!.physical } });
    expect(s.trace.map((t) => t.rule)).toContain('ATTACH');
  });

  it('filters read both ends: host-of this is the host, attached-to this the attachments', () => {
    const b = board();
    expect(view(engine, b.state, b.bear).stats.power).toBe(2);
    const s = step(b.state, (ctx) => void runEvent(ctx, attachEvent(b.might, b.bear)));
    expect(view(engine, s, b.bear).stats.power).toBe(4);
    expect(view(engine, s, b.other).stats.power).toBe(2);
    const frame = { scope: { controller: 'A', self: b.bear, selfPhysical: objectAt(s.objects, b.bear)!.physical }, source: { controller: 'A' }, targets: [] };
    step(s, (ctx) => {
      expect(refsOf(ctx, { 'attached-to': 'this' }, frame)).toEqual([b.might]);
      expect(refsOf(ctx, { 'attached-to': { type: 'Creature' } }, frame)).toEqual([b.might]);
      expect(refsOf(ctx, { 'host-of': true }, frame)).toEqual([b.bear]);
      expect(refsOf(ctx, { type: 'Creature', 'host-of': false }, frame)).toEqual([b.other]);
    });
  });

  it('the host leaving play ends the attachment; the attached object stays where it is', () => {
    const b = board();
    let s = step(b.state, (ctx) => void runEvent(ctx, attachEvent(b.might, b.bear)));
    s = step(s, (ctx) => void runEvent(ctx, { type: 'destroy', target: b.bear }));
    expect(objectAt(s.objects, b.might)!.zone).toBe(zoneKey('A', 'battlefield'));
    expect(attachedTo(s, b.might)).toBeUndefined();
    // Cleared, not deleted (core/object-record.ts: one shape per record); as stored, no field at all.
    expect(Object.keys(JSON.parse(JSON.stringify(objectAt(s.objects, b.might))) as object)).not.toContain('attachedTo');
    // Last known information keeps the attachment as it was.
    expect(s.lastKnown[b.bear].attachments).toEqual([b.might]);
    expect(s.trace.map((t) => t.rule)).toContain('ATTACH-ENDS');
  });

  it('the attached object leaving play ends the attachment on its host', () => {
    const b = board();
    let s = step(b.state, (ctx) => void runEvent(ctx, attachEvent(b.might, b.bear)));
    s = step(s, (ctx) => void runEvent(ctx, { type: 'destroy', target: b.might }));
    expect(attachmentsOf(s, b.bear)).toEqual([]);
    expect(Object.keys(JSON.parse(JSON.stringify(objectAt(s.objects, b.bear))) as object)).not.toContain('attachments');
    expect(view(engine, s, b.bear).stats.power).toBe(2);
  });

  it('attaching elsewhere leaves the old host; impossible attachments do not happen', () => {
    const b = board();
    let s = step(b.state, (ctx) => void runEvent(ctx, attachEvent(b.might, b.bear)));
    s = step(s, (ctx) => void runEvent(ctx, attachEvent(b.might, b.other)));
    expect(attachmentsOf(s, b.bear)).toEqual([]);
    expect(attachmentsOf(s, b.other)).toEqual([b.might]);
    expect(attachProblem(engine.profile, s, b.might, b.other)).toBe('already attached to it');
    expect(attachProblem(engine.profile, s, b.might, b.might)).toBe('an object is not attached to itself');
    expect(attachProblem(engine.profile, s, b.inHand, b.other)).toBe('attachments exist only in play');
    expect(attachProblem(engine.profile, s, b.other, b.might)).toBe('the host is attached to it');
    const again = step(s, (ctx) => expect(runEvent(ctx, attachEvent(b.might, b.other)).happened).toBe(false));
    expect(again.history.length).toBe(s.history.length);
  });

  it('the attach word attaches this to its target ("if you do" follows the event)', () => {
    const b = board();
    const effects = compileEffects([{ attach: 'target' }]);
    let done = false;
    const s = step(b.state, (ctx) => {
      done = runEffects(ctx, effects, { scope: { controller: 'A', self: b.might, selfPhysical: objectAt(b.state.objects, b.might)!.physical }, source: { controller: 'A' }, targets: [b.other] });
    });
    expect(done).toBe(true);
    expect(attachedTo(s, b.might)).toBe(b.other);
  });

  it('the board view tells the table what each card is attached to', () => {
    const b = board();
    const s = step(b.state, (ctx) => void runEvent(ctx, attachEvent(b.might, b.bear)));
    const cards = boardView(engine, s, 'A').players.flatMap((p) => p.zones.flatMap((z) => z.cards));
    expect(cards.find((c) => c.id === b.might)?.attachedTo).toBe(b.bear);
    expect(cards.find((c) => c.id === b.bear)).not.toHaveProperty('attachedTo');
  });

  it('a state with no attachments carries no attachment fields (saves and hashes unchanged)', () => {
    const b = board();
    for (const o of allObjects(b.state.objects)) {
      expect(o.attachments).toBeUndefined();
      expect(Object.keys(JSON.parse(JSON.stringify(o)) as object)).not.toContain('attachments');
    }
  });
});
