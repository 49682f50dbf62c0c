import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { append, asList, emptyList, isPersistentList, itemAt, items, lastItem, listOf, newestFirst, sliceItems, toArray, type PersistentList } from './persistent-list';
import { appendTo, change, setStrict } from './draft';
import { stateHash } from '../game/game';
import { createEngine } from '../profiles/registry';
import { newGame } from '../game/game';

function build(n: number): PersistentList<number> {
  let list = emptyList<number>();
  for (let i = 0; i < n; i++) list = append(list, i);
  return list;
}

// Issue 19: the action log and the event history grow by one action's entries without copying the game's.
describe('persistent list (the action log and the event history)', () => {
  it('appends, indexes and iterates across chunk and trie boundaries', () => {
    for (const n of [0, 1, 31, 32, 33, 64, 1024, 1055, 1056, 1057, 33_000]) {
      const list = build(n);
      expect(list.length).toBe(n);
      expect(itemAt(list, 0)).toBe(n > 0 ? 0 : undefined);
      expect(itemAt(list, n - 1)).toBe(n > 0 ? n - 1 : undefined);
      expect(itemAt(list, n)).toBeUndefined();
      expect(itemAt(list, -1)).toBeUndefined();
      expect(lastItem(list)).toBe(n > 0 ? n - 1 : undefined);
      const all = toArray(list);
      expect(all).toEqual(Array.from({ length: n }, (_, i) => i));
      expect([...items(list)]).toEqual(all);
      expect([...newestFirst(list)]).toEqual([...all].reverse());
      for (let i = 0; i < n; i += 97) expect(itemAt(list, i)).toBe(i);
    }
  });

  it('appending to an old version changes neither it nor a newer one (structural sharing)', () => {
    const old = build(100);
    const newer = append(old, 100);
    const branch = append(old, -1);
    expect(toArray(old)).toEqual(Array.from({ length: 100 }, (_, i) => i));
    expect(lastItem(newer)).toBe(100);
    expect(lastItem(branch)).toBe(-1);
    expect(newer.length).toBe(101);
    // The full chunks are the same arrays: an append copied the tail alone.
    expect(newer.root).toBe(old.root);
    expect(newer.tail).not.toBe(old.tail);
  });

  it('an append past a full tail copies only the path to the new chunk', () => {
    const list = build(32 * 40);
    const next = append(list, 0);
    const oldNodes = list.root as readonly (readonly unknown[])[];
    const newNodes = next.root as readonly (readonly unknown[])[];
    // The first 32 chunks' node is shared, the second (with the new chunk) copied.
    expect(newNodes[0]).toBe(oldNodes[0]);
    expect(newNodes[1]).not.toBe(oldNodes[1]);
  });

  it('a list built at once has the shape of one appended to entry by entry (equal lists serialize equally)', () => {
    for (const n of [0, 5, 32, 33, 1056, 1057, 5000]) {
      expect(JSON.stringify(listOf(Array.from({ length: n }, (_, i) => i)))).toBe(JSON.stringify(build(n)));
    }
  });

  it('is plain JSON: a round trip through JSON is the same list', () => {
    const list = build(2000);
    const back = JSON.parse(JSON.stringify(list)) as PersistentList<number>;
    expect(isPersistentList(back)).toBe(true);
    expect(toArray(back)).toEqual(toArray(list));
    expect(asList(toArray(list))).toEqual(list);
    expect(isPersistentList([1, 2])).toBe(false);
  });

  it('slices like an array (negative ends count from the end)', () => {
    const list = build(100);
    const array = toArray(list);
    for (const [from, to] of [[0, 100], [10, 50], [31, 33], [90, 200], [-5, undefined], [0, -1], [60, 10]] as const) {
      expect(sliceItems(list, from, to)).toEqual(array.slice(from, to));
    }
  });

  it('property: any sequence of appends to any versions agrees with arrays copied on each append', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), fc.integer()), { maxLength: 400 }), (steps) => {
        const lists: PersistentList<number>[] = [emptyList()];
        const arrays: number[][] = [[]];
        for (const [pick, value] of steps) {
          const at = pick % lists.length;
          lists.push(append(lists[at], value));
          arrays.push([...arrays[at], value]);
        }
        // Every version, old and new, still holds exactly its own entries.
        lists.forEach((list, i) => {
          expect(list.length).toBe(arrays[i].length);
          expect(toArray(list)).toEqual(arrays[i]);
          expect(list).toEqual(listOf(arrays[i]));
        });
      }),
      { numRuns: 60 },
    );
  });

  it('property: indexing and slicing agree with the array of the same entries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: -3100, max: 3100 }), fc.integer({ min: -3100, max: 3100 }), (n, a, b) => {
        const array = Array.from({ length: n }, (_, i) => i * 3);
        const list = listOf(array);
        expect(itemAt(list, a)).toBe(a >= 0 ? array[a] : undefined);
        expect(sliceItems(list, a, b)).toEqual(array.slice(a, b));
      }),
      { numRuns: 100 },
    );
  });

  it("a working state appends in place to the tail it copied, never to a committed state's list", () => {
    setStrict(true);
    try {
      const engine = createEngine('house', {});
      const start = newGame(engine, { seed: 1, seats: ['A', 'B'], decks: { A: [], B: [] } });
      const entry = (seq: number) => ({ turn: 1, seq, type: 'test', facts: {} });
      const one = change(start, (w) => appendTo(w, 'history', entry(1)));
      const two = change(one, (w) => {
        appendTo(w, 'history', entry(2));
        appendTo(w, 'history', entry(3));
      });
      const other = change(one, (w) => appendTo(w, 'history', entry(9)));
      expect(one.history.length).toBe(start.history.length + 1);
      expect(toArray(two.history).slice(-3).map((h) => h.seq)).toEqual([1, 2, 3]);
      expect(toArray(other.history).slice(-2).map((h) => h.seq)).toEqual([1, 9]);
      expect(lastItem(one.history)?.seq).toBe(1);
      // Equal histories hash equally however they were built (the hash reads entries, not chunks).
      const again = change(one, (w) => {
        appendTo(w, 'history', entry(2));
        appendTo(w, 'history', entry(3));
      });
      expect(stateHash(again)).toBe(stateHash(two));
    } finally {
      setStrict(false);
    }
  });
});
