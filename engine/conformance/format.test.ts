import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenarioFile, stepTypes, type Scenario } from './format';

const head = 'id: t/x\nprofile: toy\nrules: [TOY-1]\ntitle: t\n';

function one(yaml: string): Scenario {
  const [entry] = parseScenarioFile(yaml, 'f.yaml');
  if (!entry.ok) throw new Error(entry.problems.join('; '));
  return entry.scenario;
}

function problems(yaml: string): string[] {
  const entries = parseScenarioFile(yaml, 'f.yaml');
  return entries.flatMap((e) => (e.ok ? [] : e.problems));
}

describe('scenario format: top level and players', () => {
  it('applies the defaults: seats [A, B], turn = first seat, no start', () => {
    const s = one(`${head}players: {A: {}}\nexpect: []\n`);
    expect(s.seats).toEqual(['A', 'B']);
    expect(s.turn).toBe('A');
    expect(s.start).toBeUndefined();
    expect(s.players.B).toEqual({ stats: {}, zones: {} });
  });

  it('reads stats as numbers and zones as lists, expanding id*N and card maps', () => {
    const s = one(
      `${head}seats: [X, Y]\nturn: Y\nstart: action\nplayers:\n  X: {life: 20, ap: 1, hand: [a, b*3], arena: [{card: c, as: cc, counters: {steam: 3, +1/+1: 2}, damage: 1, tapped: true, controller: Y, faceDown: true, stats: {power: 6}}], graveyard: []}\nexpect: []\n`,
    );
    expect(s.turn).toBe('Y');
    expect(s.start).toBe('action');
    expect(s.players.X.stats).toEqual({ life: 20, ap: 1 });
    expect(s.players.X.zones.hand.map((c) => c.card)).toEqual(['a', 'b', 'b', 'b']);
    expect(s.players.X.zones.hand[2].at).toBe('players.X.hand[1](copy 2)');
    expect(s.players.X.zones.arena[0]).toMatchObject({ card: 'c', as: 'cc', counters: { steam: 3, '+1/+1': 2 }, damage: 1, tapped: true, controller: 'Y', faceDown: true, stats: { power: 6 } });
    expect(s.players.X.zones.graveyard).toEqual([]);
  });

  it('reads one scenario or a list; an empty file has none', () => {
    expect(parseScenarioFile(`- ${head.replace(/\n(?=.)/g, '\n  ')}  players: {}\n  expect: []\n`, 'f.yaml')).toHaveLength(1);
    expect(parseScenarioFile('', 'f.yaml')).toEqual([]);
  });
});

describe('scenario format: script steps', () => {
  const script = `
script:
  - play: {by: A, card: bolt, targets: [B], mode: 2, x: 3, choices: {may: yes, cards: [a, b]}}
  - activate: {by: A, card: relic, ability: 1, targets: B}
  - attack: {by: A, with: bear, target: B}
  - defend: {by: B, with: [bear]}
  - pass: A
  - pass: {by: B}
  - resolve: top
  - resolve: all
  - advance: next-turn
  - event: {type: damage, source: B, to: A, amount: 3, kind: physical, unpreventable: true, noCounter: true}
  - choose: {by: A, kind: order-triggers, pick: [x, y], optional: true}
  - choose: {by: B, kind: split, pick: {x: 1}}
  - choose: {by: A, kind: may, pick: no, optional: yes}
  - rig: {dice: [3, 1], random: [x]}
  - check: [{A.life: 20}, {stack.count: 0}]
  - illegal: {play: {by: A, card: bolt}}
expect: []
`;

  it('reads every step type', () => {
    const s = one(`${head}players: {}${script}`);
    expect(new Set(s.script.map((x) => x.type))).toEqual(new Set(stepTypes));
    expect(s.script[0]).toMatchObject({ type: 'play', by: 'A', card: 'bolt', targets: ['B'], mode: 2, x: 3, choices: { may: 'yes', cards: ['a', 'b'] }, at: 'script[0]' });
    expect(s.script[1]).toMatchObject({ type: 'activate', ability: 1, targets: ['B'] });
    expect(s.script[4]).toMatchObject({ type: 'pass', by: 'A' });
    expect(s.script[5]).toMatchObject({ type: 'pass', by: 'B' });
    expect(s.script[6]).toMatchObject({ type: 'resolve', what: 'top' });
    expect(s.script[8]).toMatchObject({ type: 'advance', to: 'next-turn' });
    expect(s.script[10]).toMatchObject({ type: 'choose', kind: 'order-triggers', pick: ['x', 'y'], optional: true });
    expect(s.script[11]).toMatchObject({ type: 'choose', optional: false, pick: { x: 1 } });
    expect(s.script[12]).toMatchObject({ type: 'choose', kind: 'may', pick: 'no', optional: true });
    expect(s.script[13]).toMatchObject({ type: 'rig', dice: [3, 1], random: ['x'] });
    expect(s.script[14]).toMatchObject({ type: 'check', checks: [{ path: 'A.life', expected: 20, at: 'script[14].check[0]' }, { path: 'stack.count' }] });
    expect(s.script[15]).toMatchObject({ type: 'illegal', action: { type: 'play', card: 'bolt' } });
  });

  it('reads every event type', () => {
    const events = [
      '{type: damage, source: B, to: [A, x], amount: 2}',
      '{type: damage-batch, items: [{source: a, to: b, amount: 1}, {source: c, to: [d], amount: 2, kind: arcane}]}',
      '{type: destroy, target: x}',
      '{type: move, card: x, to: soul, player: A, position: bottom}',
      '{type: enter, card: x, zone: arena, controller: B}',
      '{type: draw, player: A, count: 2}',
      '{type: discard, player: A, card: x}',
      '{type: gain-life, player: A, amount: 2, source: x}',
      '{type: counters, card: x, kind: steam, amount: -1}',
      '{type: heal, target: A, amount: 1}',
      '{type: roll, player: A}',
    ];
    const s = one(`${head}players: {}\nscript:\n${events.map((e) => `  - event: ${e}`).join('\n')}\nexpect: []\n`);
    expect(s.script.map((x) => (x.type === 'event' ? x.event.type : ''))).toEqual(['damage', 'damage-batch', 'destroy', 'move', 'enter', 'draw', 'discard', 'gain-life', 'counters', 'heal', 'roll']);
    expect(s.script[0]).toMatchObject({ event: { to: ['A', 'x'] } });
    expect(s.script[1]).toMatchObject({ event: { items: [{ to: ['b'] }, { to: ['d'], kind: 'arcane' }] } });
  });

  it('reads every check path form and matcher', () => {
    const s = one(
      `${head}players: {}\nexpect:\n  - A.life: 20\n  - A.hand: [a, b]\n  - A.hand.count: 2\n  - x.zone: graveyard\n  - x.counters.+1/+1: 1\n  - x.keywords: {contains: [go-again], lacks: [dominate]}\n  - stack.order: {ordered: [a, b]}\n  - A.life: {gte: 1, lte: 20}\n  - A.life: {not: 3}\n  - x.tapped: true\n  - log.cites: {contains: FAB-6.6.6a}\n  - decisions.asked: {lacks: ["may@A"]}\n  - x.zone: null\n`,
    );
    expect(s.expect.map((c) => c.path)).toEqual(['A.life', 'A.hand', 'A.hand.count', 'x.zone', 'x.counters.+1/+1', 'x.keywords', 'stack.order', 'A.life', 'A.life', 'x.tapped', 'log.cites', 'decisions.asked', 'x.zone']);
    expect(s.expect[5].expected).toEqual({ matcher: true, contains: ['go-again'], lacks: ['dominate'] });
    expect(s.expect[7].expected).toEqual({ matcher: true, gte: 1, lte: 20 });
    expect(s.expect[8].expected).toEqual({ matcher: true, not: 3 });
    expect(s.expect[10].expected).toEqual({ matcher: true, contains: ['FAB-6.6.6a'] });
    expect(s.expect[12].expected).toBeNull();
  });
});

describe('scenario format: problems name the key path', () => {
  it('reports unknown keys everywhere', () => {
    const p = problems(
      `${head}colour: red\nplayers:\n  A: {hand: [{card: a, tapd: true}]}\nscript:\n  - play: {by: A, card: a, targts: [B]}\n  - event: {type: draw, player: A, cnt: 1}\n  - choose: {by: A, kind: may, pick: yes, optonal: true}\n  - illegal: {attack: {by: A, with: a, targte: B}}\nexpect:\n  - A.life: {contain: [1]}\n`,
    );
    expect(p).toEqual(
      expect.arrayContaining([
        'colour: unknown key',
      ]),
    );
    const q = problems(`${head}players:\n  A: {hand: [{card: a, tapd: true}]}\nscript:\n  - play: {by: A, card: a, targts: [B]}\n  - event: {type: draw, player: A, cnt: 1}\n  - choose: {by: A, kind: may, pick: yes, optonal: true}\n  - illegal: {attack: {by: A, with: a, targte: B}}\nexpect:\n  - A.life: {contain: [1]}\n`);
    expect(q).toEqual([
      'players.A.hand[0].tapd: unknown key',
      'script[0].play.targts: unknown key',
      'script[1].event.cnt: unknown key',
      'script[2].choose.optonal: unknown key',
      'script[3].illegal.attack.targte: unknown key',
      'expect[0].A.life.contain: unknown matcher key (matchers: contains, lacks, ordered, gte, lte, not)',
    ]);
  });

  it('reports unknown steps, bad values, seats and missing keys', () => {
    const p = problems(
      `id: t/x\nprofile: toy\ntitle: t\nturn: C\nplayers: {C: {}}\nscript:\n  - plya: {by: A}\n  - resolve: bottom\n  - {pass: A, resolve: all}\n  - choose: {by: A, kind: colour, pick: red}\n  - illegal: {resolve: top}\nexpect: []\n`,
    );
    expect(p).toEqual(
      expect.arrayContaining([
        'rules: Invalid input: expected array, received undefined',
      ]),
    );
    const q = problems(`${head}turn: C\nplayers: {C: {}}\nscript:\n  - plya: {by: A}\n  - resolve: bottom\n  - {pass: A, resolve: all}\n  - choose: {by: A, kind: colour, pick: red}\n  - illegal: {resolve: top}\nexpect: []\n`);
    expect(q[0]).toBe('turn: "C" is not a seat (seats: A, B)');
    expect(q[1]).toBe('players.C: not a seat (seats: A, B)');
    expect(q[2]).toMatch(/^script\[0\]\.plya: unknown step/);
    expect(q[3]).toBe('script[1].resolve: expected `top` or `all`');
    expect(q[4]).toBe('script[2]: a script step is a one-key map');
    expect(q[5]).toMatch(/^script\[3\]\.choose\.kind: /);
    expect(q[6]).toMatch(/^script\[4\]\.illegal\.resolve: not an action step/);
  });

  it('names the file for malformed YAML and duplicate keys, and ids unknown scenarios by file and index', () => {
    expect(parseScenarioFile('a: [b\n', 'bad.yaml')).toEqual([{ ok: false, id: 'bad.yaml', file: 'bad.yaml', index: 0, problems: [expect.stringMatching(/^malformed YAML: /)] }]);
    expect(parseScenarioFile(`${head}id: again\nplayers: {}\nexpect: []\n`, 'dup.yaml')[0]).toMatchObject({ ok: false, problems: [expect.stringMatching(/^malformed YAML: .*[Uu]nique/)] });
    expect(parseScenarioFile('- 3\n- {id: t/y}\n', 'l.yaml')).toMatchObject([
      { ok: false, id: 'l.yaml[0]', problems: ['a scenario is a map'] },
      { ok: false, id: 't/y', problems: expect.arrayContaining(['profile: Invalid input: expected string, received undefined']) },
    ]);
  });
});

describe('the shared conformance cases', () => {
  const dir = resolve(__dirname, '..', '..', '..', 'shared', 'conformance', 'cases');
  it.skipIf(!existsSync(dir))('all parse with zero problems', () => {
    let count = 0;
    const bad: string[] = [];
    for (const name of readdirSync(dir).filter((n) => /\.ya?ml$/.test(n))) {
      for (const e of parseScenarioFile(readFileSync(join(dir, name), 'utf8'), name)) {
        count++;
        if (!e.ok) bad.push(`${name}: ${e.id}: ${e.problems.join('; ')}`);
      }
    }
    expect(bad).toEqual([]);
    expect(count).toBeGreaterThanOrEqual(69);
  });
});
