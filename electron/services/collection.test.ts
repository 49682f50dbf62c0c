import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeEach, describe, expect, it } from 'vitest';
import { tempDatabase } from '../db/test-db';
import { CollectionService } from './collection';
import { importFabCube } from './import/fab-cube';
import { ServiceError } from './errors';

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'import/fixtures/fab-cube');

describe('collection', () => {
  let svc: CollectionService;
  let printing: (uid: string) => number;
  beforeEach(async () => {
    const { db } = tempDatabase();
    await importFabCube(db, FIXTURE);
    svc = new CollectionService(db);
    printing = (uid) => (db.prepare('SELECT id FROM printings WHERE uid = ?').get(uid) as { id: number }).id;
  });

  it('a player marks copies as owned, adds and removes some, never below zero', () => {
    const p = printing('P-SNK1');
    expect(svc.add(p, 2)).toBe(2);
    expect(svc.add(p, 1)).toBe(3);
    expect(svc.add(p, -5)).toBe(0);
    expect(svc.set({ printingId: p, count: 4 })).toBe(4);
    expect(svc.search({ ownedOnly: true }).rows.map((r) => [r.name, r.owned])).toEqual([['Sneak Attack', 4]]);
  });

  it('owned copies are kept per printing and finish', () => {
    svc.set({ printingId: printing('P-AETH1'), count: 2 });
    svc.set({ printingId: printing('P-AETH1R'), count: 1 });
    svc.set({ printingId: printing('P-AETH1'), finish: 'foil', count: 1 });
    const rows = svc.search({ ownedOnly: true, unit: 'printing', sort: 'set' }).rows;
    expect(rows.map((r) => [r.finish, r.owned])).toEqual([['normal', 3], ['rainbow', 1]]);
    expect(svc.search({ ownedOnly: true }).rows[0].owned).toBe(4);
  });

  it('a bulk edit applies all changes or none', () => {
    const good = printing('P-SNK1');
    expect(() => svc.bulkSet([{ printingId: good, count: 3 }, { printingId: 999999, count: 1 }])).toThrow(ServiceError);
    expect(svc.search({ ownedOnly: true }).total).toBe(0);
    expect(svc.bulkSet([{ printingId: good, count: 3 }, { printingId: printing('P-SNK2'), count: 2 }])).toBe(2);
    expect(svc.search({ ownedOnly: true }).total).toBe(2);
  });

  it('a printing or card the catalogue no longer has is refused as such (a code the UI words), with a finish named or not', () => {
    const gone = (printing: number) => expect.objectContaining({ code: 'not-found', message: `no printing ${printing}`, issue: { code: 'printing-not-found', params: { printing } } });
    expect(() => svc.set({ printingId: 999999, count: 1 })).toThrow(gone(999999));
    expect(() => svc.set({ printingId: 999998, finish: 'rainbow', count: 1 })).toThrow(gone(999998));
    expect(() => svc.add(999997, 1, 'normal')).toThrow(gone(999997));
    expect(() => svc.printings(424242)).toThrow(expect.objectContaining({ code: 'not-found', issue: { code: 'card-not-found', params: { card: 424242 } } }));
    expect(() => svc.setTotals([{ cardId: 424242, count: 2 }])).toThrow(expect.objectContaining({ issue: { code: 'card-not-found', params: { card: 424242 } } }));
  });

  it('the owned list exports to CSV, imports into an empty collection, and exports identically', async () => {
    svc.set({ printingId: printing('P-SNK1'), count: 3 });
    svc.set({ printingId: printing('P-TUNIC'), count: 1 });
    svc.set({ printingId: printing('P-AETH1R'), count: 2 });
    const csv = svc.exportCsv();
    expect(csv.split('\n')[0]).toBe('name,set,number,finish,count,game');
    const other = tempDatabase();
    await importFabCube(other.db, FIXTURE);
    const svc2 = new CollectionService(other.db);
    const r = await svc2.importCsv({ name: 'owned.csv', text: csv });
    expect(r.errors).toEqual([]);
    expect(svc2.exportCsv()).toBe(csv);
    await svc2.importCsv({ name: 'owned.csv', text: csv });
    expect(svc2.exportCsv()).toBe(csv);
  });

  it('an owned CSV line that matches no card gets its line number; the rest imports', async () => {
    const text = 'name,set,number,finish,count\nSneak Attack,WTR,203,normal,2\nNo Such Card,,,normal,1\n,WTR,999,,1\nKano,,,,x\nKano,,,,1\n';
    const r = await svc.importCsv({ name: 'mine.csv', text });
    expect(r.errors.map((e) => [e.line, e.message])).toEqual([
      [3, 'no card matches No Such Card'],
      [4, 'no card matches WTR 999'],
      [5, 'count must be a whole number, got "x"'],
    ]);
    expect(svc.search({ ownedOnly: true }).rows.map((r) => [r.name, r.owned])).toEqual([['Kano', 1], ['Sneak Attack', 2]]);
  });

  it('a read-only database refuses changes with its reason, as a code the UI words and in English', () => {
    const { db } = tempDatabase();
    const cause = { why: 'newer-schema', file: '/data/arbiter.db', version: 99, latest: 12 } as const;
    const ro = new CollectionService(db, cause);
    expect(() => ro.add(1, 1)).toThrow('newer version');
    expect(() => ro.add(1, 1)).toThrow(expect.objectContaining({ code: 'refused', issue: { code: 'read-only', params: cause } }));
  });
});
