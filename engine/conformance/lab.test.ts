import { describe, expect, it } from 'vitest';
import { fakeHost } from '../testing/fake-host';
import { describeStep, openLab } from './lab';
import { parseScenarioFile } from './format';

const scenario = (script: string, expectYaml = '[{B.life: 18}]') =>
  `- id: toy/lab\n  profile: toy\n  rules: [TOY-1]\n  title: A bolt in the lab\n  players:\n    A: {hand: [bolt, bear]}\n    B: {}\n  script:\n${script}\n  expect: ${expectYaml}\n- id: toy/second\n  profile: toy\n  rules: [TOY-1]\n  title: second\n  players:\n    A: {hand: [bear]}\n  script:\n    - play: {by: A, card: bear}\n  expect: []\n`;

describe('rules lab (issue 17 item 7): a scenario stepped on the table', () => {
  it('keeps the board as set up and after every step, each with the steps as written', () => {
    const opened = openLab(fakeHost, scenario('    - play: {by: A, card: bolt, targets: [B]}\n    - resolve: top'), 'toy.yaml');
    if (!opened.ok) throw new Error(opened.message);
    const { run } = opened;
    expect(run).toMatchObject({ id: 'toy/lab', title: 'A bolt in the lab', rules: ['TOY-1'], seats: ['A', 'B'], result: { status: 'pass' } });
    expect(run.frames.map((f) => [f.at, f.step])).toEqual([
      ['setup', 'setup'],
      ['script[0]', 'play: {by: A, card: bolt, targets: [B]}'],
      ['script[1]', 'resolve: top'],
    ]);
    expect(fakeHost.stack(run.frames[0].state)).toHaveLength(0);
    expect(fakeHost.stack(run.frames[1].state)).toHaveLength(1);
    expect(fakeHost.playerValue(run.engine, run.frames[2].state, "B", "life")).toBe(18);
    expect(run.expect).toEqual(['B.life: 18']);
  });

  it('gives each step the rule trace it added, and only that', () => {
    const opened = openLab(fakeHost, scenario('    - play: {by: A, card: bolt, targets: [B]}\n    - resolve: top'), 'toy.yaml');
    if (!opened.ok) throw new Error(opened.message);
    const all = opened.run.frames.at(-1)!.state.trace;
    const split = opened.run.frames.flatMap((f) => f.trace);
    expect(split).toEqual(all);
    expect(opened.run.frames[2].trace.length).toBeGreaterThan(0);
  });

  it('stops at a failing step and shows why', () => {
    const opened = openLab(fakeHost, scenario('    - play: {by: A, card: bolt, targets: [B]}\n    - check: [{B.life: 1}]\n    - resolve: top'), 'toy.yaml');
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.run.result.status).toBe('fail');
    expect(opened.run.frames).toHaveLength(3);
    expect(opened.run.frames[2].failure).toMatch(/B\.life/);
  });

  it('opens a scenario by id, and says which when the file has none of that name or is broken', () => {
    const text = scenario('    - resolve: all');
    const second = openLab(fakeHost, text, 'toy.yaml', 'toy/second');
    expect(second.ok && second.run.title).toBe('second');
    expect(openLab(fakeHost, text, 'toy.yaml', 'toy/none')).toEqual({ ok: false, message: 'toy.yaml: no scenario "toy/none"' });
    const broken = openLab(fakeHost, '- id: toy/x\n  profile: toy\n  script: 3\n', 'bad.yaml');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.message).toMatch(/bad\.yaml/);
  });

  it('writes every kind of step back in the format', () => {
    const [entry] = parseScenarioFile(
      `- id: t/w\n  profile: toy\n  rules: [TOY-1]\n  title: w\n  players: {A: {hand: [bolt]}}\n  script:\n    - choose: {by: A, kind: targets, pick: [B]}\n    - event: {type: draw, player: A, count: 1}\n    - advance: end\n    - illegal: {play: {by: A, card: bolt}}\n  expect: []\n`,
      'w.yaml',
    );
    if (!entry.ok) throw new Error(entry.problems.join('; '));
    expect(entry.scenario.script.map(describeStep)).toEqual([
      'choose: {by: A, kind: targets, pick: [B]}',
      'event: {type: draw, player: A, count: 1}',
      'advance: end',
      'illegal: {play: {by: A, card: bolt}}',
    ]);
  });
});
