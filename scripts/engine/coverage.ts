import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import type { CardDef } from '../../engine/cards/types';
import { runScenarioText } from '../../engine/conformance/runner';
import { loadCardSets } from '../../electron/services/card-sets';
import { PRINTED_SETS } from '../../engine/cards/printed-sets';
import { createNodeHost } from './node-host';
import { findScenarioFiles, repoRoot } from './scenario-files';

/**
 * `tsx scripts/engine/coverage.ts <profile> [--fab-cube DIR]` (`arbiter coverage fab`): how much
 * of each shipped set is scripted, and which scripted names have a passing scenario of their own.
 * A scenario is a name's own when its id is `<set>/<name-slug>` or starts with `<set>/<name-slug>-`
 * (engine/profiles/fab/scenarios/wtr/). With `--fab-cube DIR`, also the real sets' printings of the
 * shipped printed sets' cards (a FaB card is its name and pitch: reprints are the same card).
 */

/** A card name as a scenario id names it: "Mugenshi: RELEASE" -> mugenshi-release. */
export function nameSlug(name: string): string {
  return name.toLowerCase().replace(/[':!,.]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/** One shipped set's coverage. */
export interface SetCoverage {
  set: string;
  names: number;
  rows: number;
  scriptedNames: number;
  scriptedRows: number;
  /** Scripted names with at least one passing scenario of their own. */
  testedNames: number;
  notScripted: string[];
  untested: string[];
}

/** Coverage of every set of a profile's card database, given the ids of the passing scenarios. */
export function setCoverage(cards: readonly CardDef[], passing: ReadonlySet<string>): SetCoverage[] {
  const bySet = new Map<string, CardDef[]>();
  for (const c of cards) bySet.set(c.set, [...(bySet.get(c.set) ?? []), c]);
  return [...bySet.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([set, list]) => {
    const names = new Map<string, boolean>();
    for (const c of list) names.set(c.name, (names.get(c.name) ?? true) && c.scripted);
    const ids = [...passing];
    const tested = (name: string) => ids.some((id) => id === `${set}/${nameSlug(name)}` || id.startsWith(`${set}/${nameSlug(name)}-`));
    const scripted = [...names].filter(([, s]) => s).map(([n]) => n);
    return {
      set, names: names.size, rows: list.length, scriptedNames: scripted.length, scriptedRows: list.filter((c) => c.scripted).length,
      testedNames: scripted.filter(tested).length,
      notScripted: [...names].filter(([, s]) => !s).map(([n]) => n),
      untested: scripted.filter((n) => !tested(n)),
    };
  });
}

type Row = Record<string, string>;
const readTsv = (file: string): Row[] =>
  parse(readFileSync(file, 'utf8'), { delimiter: '\t', columns: true, relax_quotes: true, relax_column_count: true }) as Row[];

/** Per real set: the printings of cards (name and pitch) that a shipped printed set defines, and how many are scripted. */
export function printingCoverage(dir: string, cards: readonly CardDef[], printedSets: ReadonlySet<string>): Array<{ set: string; printings: number; scripted: number; cards: number }> {
  const key = (name: string, pitch: string | number | undefined) => `${name}|${pitch ?? ''}`;
  const shipped = new Map<string, CardDef>();
  for (const c of cards) if (printedSets.has(c.set)) shipped.set(key(c.name, c.stats.pitch), c);
  const cardKey = new Map(readTsv(join(dir, 'card.csv')).map((r) => [r['Unique ID'], key(r.Name, r.Pitch?.trim() || undefined)]));
  const out = new Map<string, { printings: number; scripted: number; cards: Set<string> }>();
  for (const p of readTsv(join(dir, 'card-printing.csv'))) {
    const k = cardKey.get(p['Card Unique ID']);
    const def = k ? shipped.get(k) : undefined;
    if (!def) continue;
    const s = out.get(p['Set ID']) ?? { printings: 0, scripted: 0, cards: new Set<string>() };
    s.printings++;
    if (def.scripted) s.scripted++;
    s.cards.add(def.id);
    out.set(p['Set ID'], s);
  }
  return [...out.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([set, s]) => ({ set, printings: s.printings, scripted: s.scripted, cards: s.cards.size }));
}

function main(argv: readonly string[]): number {
  const profile = argv.find((a) => !a.startsWith('--'));
  const cubeAt = argv.indexOf('--fab-cube');
  const cube = cubeAt >= 0 ? argv[cubeAt + 1] : undefined;
  if (!profile || (cubeAt >= 0 && !cube)) {
    console.error('usage: arbiter coverage <profile> [--fab-cube DIR]');
    return 2;
  }
  const db = loadCardSets()[profile];
  if (!db) {
    console.error(`coverage: no shipped sets for the profile "${profile}"`);
    return 2;
  }
  const dir = join(repoRoot, 'engine', 'profiles', profile, 'scenarios');
  const host = createNodeHost();
  const passing = new Set<string>();
  let failed = 0;
  for (const file of existsSync(dir) ? findScenarioFiles([dir]).files : []) {
    for (const r of runScenarioText(host, readFileSync(file, 'utf8'), file)) {
      if (r.status === 'pass') passing.add(r.id);
      else failed++;
    }
  }
  const cards = Object.values(db);
  const sets = setCoverage(cards, passing);
  console.log(`${profile}: scripted cards per shipped set (scenarios: ${passing.size} passing, ${failed} failing, in engine/profiles/${profile}/scenarios)`);
  for (const s of sets) {
    console.log(`${s.set.padEnd(12)} names ${s.scriptedNames}/${s.names} scripted, rows ${s.scriptedRows}/${s.rows} scripted, names with a passing scenario ${s.testedNames}/${s.scriptedNames}`);
  }
  const printed = sets.filter((s) => PRINTED_SETS.has(s.set));
  for (const s of printed) {
    if (s.notScripted.length) console.log(`${s.set} not scripted (${s.notScripted.length}): ${s.notScripted.join('; ')}`);
    if (s.untested.length) console.log(`${s.set} scripted without a passing scenario (${s.untested.length}): ${s.untested.join('; ')}`);
  }
  if (cube) {
    const printedSets = new Set(printed.map((s) => s.set));
    console.log(`fab-cube printings of the cards of ${[...printedSets].join(', ')} (${cube}):`);
    for (const p of printingCoverage(cube, cards, printedSets)) {
      console.log(`${p.set.padEnd(6)} printings ${p.scripted}/${p.printings} play a scripted card (${p.cards} distinct cards)`);
    }
  }
  return 0;
}

process.exit(main(process.argv.slice(2)));
