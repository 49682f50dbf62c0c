import { describe, expect, it } from 'vitest';
import { beginWork, change, commit, edit, isWorking } from './draft';
import { emptyState } from '../game/game';
import { createEngine } from '../profiles/registry';
import { makeCtx } from './context';
import { createObject } from './zones';
import { editObject, objectAt } from './object-table';

const engine = createEngine('house', {});

function board() {
  return change(emptyState(engine, 1, ['A', 'B']), (draft) => {
    const ctx = makeCtx(engine, draft, []);
    createObject(ctx, 'x', 'A', 'hand');
    createObject(ctx, 'y', 'B', 'hand');
  });
}

describe('copy-on-write states (immutable states with structural sharing)', () => {
  it('an edit copies only the containers on its path; the earlier state is unchanged', () => {
    const before = board();
    const next = change(before, (s) => {
      editObject(s, 'o1').tapped = true;
    });
    expect(objectAt(before.objects, 'o1')!.tapped).toBe(false);
    expect(objectAt(next.objects, 'o1')!.tapped).toBe(true);
    expect(objectAt(next.objects, 'o2')).toBe(objectAt(before.objects, 'o2')); // untouched objects are shared
    expect(next.zones).toBe(before.zones);
    expect(next.players).toBe(before.players);
  });

  it('a container is copied once per action, then changed in place', () => {
    const before = board();
    const working = beginWork(before);
    const first = edit(working, 'log');
    first.push({ key: 'a', turn: 1 });
    expect(edit(working, 'log')).toBe(first);
    const after = commit(working);
    expect(after.log).toHaveLength(1);
    expect(before.log).toHaveLength(0);
  });

  it('a committed state cannot be edited', () => {
    const state = board();
    expect(isWorking(state)).toBe(false);
    expect(() => edit(state as never, 'log')).toThrow(/committed/);
  });

  it('strict mode (on in tests): a write that skips edit() throws instead of changing an earlier state', () => {
    const before = board();
    expect(() => change(before, (s) => {
      (objectAt(s.objects, 'o1') as { tapped: boolean }).tapped = true;
    })).toThrow(TypeError);
    expect(objectAt(before.objects, 'o1')!.tapped).toBe(false);
  });
});
