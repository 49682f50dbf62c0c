import { describe, expect, it } from 'vitest';
import { beginWork, change } from './draft';
import { emptyState } from '../game/game';
import { makeCtx } from './context';
import { createObject, moveObject } from './zones';
import { EngineError } from './errors';
import type { GameObject, GameState } from './state';
import { allObjects, editObject, findObject, objectAt, objectTableOf, putObject, removeObject, withObject } from './object-table';
import { createEngine } from '../profiles/registry';

const engine = createEngine('house', {});

/** A board with `count` cards in A's hand: objects o1 .. o<count>. */
function board(count: number): GameState {
  return change(emptyState(engine, 1, ['A', 'B']), (draft) => {
    const ctx = makeCtx(engine, draft, []);
    for (let i = 0; i < count; i++) createObject(ctx, `card-${i + 1}`, 'A', 'hand');
  });
}

function ids(state: GameState): string[] {
  return allObjects(state.objects).map((o) => o.id);
}

describe('the object table (core/object-table.ts)', () => {
  it('finds an object by id, and nothing for an id it does not hold or a string that is not an object id', () => {
    const state = board(40);
    expect(objectAt(state.objects, 'o1')?.card).toBe('card-1');
    expect(objectAt(state.objects, 'o40')?.card).toBe('card-40');
    for (const other of ['o41', 'o1000000', 'o0', 'A', 'c1', 'o', '', 'o01', 'o1x', 'x1', '1', 'o-1', 'o12345678901']) {
      expect(objectAt(state.objects, other), other).toBeUndefined();
    }
  });

  it('a write copies the table of buckets and the bucket written, and shares every other bucket and object', () => {
    const before = board(40); // buckets 0 (o1-o15), 1 (o16-o31), 2 (o32-o40)
    const next = change(before, (s) => {
      editObject(s, 'o20').tapped = true;
    });
    expect(objectAt(before.objects, 'o20')!.tapped).toBe(false);
    expect(objectAt(next.objects, 'o20')!.tapped).toBe(true);
    expect(next.objects).not.toBe(before.objects);
    expect(next.objects[1]).not.toBe(before.objects[1]);
    expect(next.objects[0]).toBe(before.objects[0]);
    expect(next.objects[2]).toBe(before.objects[2]);
    expect(objectAt(next.objects, 'o21')).toBe(objectAt(before.objects, 'o21'));
  });

  it('an action copies the table, a bucket and an object once, then changes them in place', () => {
    const working = beginWork(board(40));
    const first = editObject(working, 'o20');
    const table = working.objects;
    const bucket = working.objects[1];
    first.tapped = true;
    expect(editObject(working, 'o20')).toBe(first);
    editObject(working, 'o21').damage = 2;
    putObject(working, { ...objectAt(working.objects, 'o22')!, id: 'o22', tapped: true });
    removeObject(working, 'o23');
    expect(working.objects).toBe(table);
    expect(working.objects[1]).toBe(bucket);
  });

  it('a committed state is unchanged by later actions (and frozen in strict mode)', () => {
    const committed = board(40);
    const text = JSON.stringify(committed.objects);
    let later = change(committed, (s) => {
      editObject(s, 'o1').tapped = true;
      removeObject(s, 'o17');
      putObject(s, { ...objectAt(s.objects, 'o2')!, id: 'o100' });
    });
    later = change(later, (s) => {
      const ctx = makeCtx(engine, s, []);
      moveObject(ctx, 'o3', 'A:discard');
      editObject(s, 'o40').damage = 5;
    });
    expect(JSON.stringify(committed.objects)).toBe(text);
    expect(Object.isFrozen(committed.objects) && Object.isFrozen(committed.objects[0]) && Object.isFrozen(objectAt(committed.objects, 'o1'))).toBe(true);
    expect(ids(later)).not.toEqual(ids(committed));
  });

  it('iterates in id order; a removal leaves no trace, so equal sets of objects make equal tables', () => {
    const before = board(40);
    const next = change(before, (s) => {
      for (let i = 32; i <= 40; i++) removeObject(s, `o${i}`); // all of bucket 2: the table ends at bucket 1
      for (let i = 1; i <= 15; i++) removeObject(s, `o${i}`); // all of bucket 0: null
      removeObject(s, 'o20');
      removeObject(s, 'o99'); // nothing there: nothing happens
    });
    const left = [16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31].map((n) => `o${n}`);
    expect(ids(next)).toEqual(left);
    expect(next.objects.length).toBe(2);
    expect(next.objects[0]).toBeNull();
    expect(next.objects).toEqual(objectTableOf(left.map((id) => objectAt(before.objects, id)!)));
    expect(findObject(next.objects, (o) => o.card === 'card-25')?.id).toBe('o25');
    expect(findObject(next.objects, (o) => o.card === 'card-20')).toBeUndefined();
    expect(ids(change(next, (s) => { for (const id of left) removeObject(s, id); }))).toEqual([]);
    expect(change(next, (s) => { for (const id of left) removeObject(s, id); }).objects).toEqual([]);
  });

  it('a zone move removes the old id and puts the new one', () => {
    const state = change(board(3), (s) => {
      moveObject(makeCtx(engine, s, []), 'o2', 'A:discard');
    });
    expect(ids(state)).toEqual(['o1', 'o3', 'o4']);
    expect(objectAt(state.objects, 'o4')).toMatchObject({ card: 'card-2', physical: 'c2', zone: 'A:discard' });
  });

  it('stays plain JSON: a state read back from its JSON finds the same objects', () => {
    const state = board(20);
    const back = JSON.parse(JSON.stringify(state)) as GameState;
    expect(back.objects).toEqual(state.objects);
    expect(objectAt(back.objects, 'o17')).toEqual(objectAt(state.objects, 'o17'));
  });

  it('withObject puts an object outside an action, sharing the other buckets', () => {
    const state = board(40);
    const o = objectAt(state.objects, 'o33')!;
    const table = withObject(state.objects, { ...o, tapped: true });
    expect(objectAt(table, 'o33')!.tapped).toBe(true);
    expect(objectAt(state.objects, 'o33')!.tapped).toBe(false);
    expect(table[0]).toBe(state.objects[0]);
    expect(table[1]).toBe(state.objects[1]);
  });

  it('refuses a malformed object id in a writer, and an edit of an object that is not there', () => {
    const state = board(3);
    const o = objectAt(state.objects, 'o1')!;
    for (const id of ['c1', 'A', 'o', 'o01', 'o1x', '']) {
      expect(() => change(state, (s) => putObject(s, { ...o, id } as GameObject)), id).toThrow(EngineError);
      expect(() => change(state, (s) => removeObject(s, id)), id).toThrow(EngineError);
      expect(() => change(state, (s) => editObject(s, id)), id).toThrow(EngineError);
      expect(() => objectTableOf([{ ...o, id }]), id).toThrow(EngineError);
    }
    expect(() => change(state, (s) => editObject(s, 'o9'))).toThrow(/no object o9/);
    expect(() => removeObject(state as never, 'o1')).toThrow(/committed/);
  });
});
