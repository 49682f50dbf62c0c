import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GameSessions } from './game-session';
import { ServiceError } from './errors';
import { defaultScenariosDir, RulesLab } from './rules-lab';

const here = path.dirname(fileURLToPath(import.meta.url));
const SHARED_CASES = path.resolve(here, '../../../shared/conformance/cases');
const W = 'window:1';

/** The error a call throws, for checking its code and message. */
function thrown(fn: () => unknown): ServiceError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ServiceError) return e;
    throw e;
  }
  throw new Error('nothing was thrown');
}

describe('rules lab (issue 17 item 7): the shared cases are the first library of puzzles', () => {
  const lab = new RulesLab();

  it.skipIf(!fs.existsSync(SHARED_CASES))('ships the shared conformance cases as they are', () => {
    for (const file of fs.readdirSync(SHARED_CASES).filter((f) => f.endsWith('.yaml'))) {
      expect(fs.readFileSync(path.join(defaultScenariosDir(), file), 'utf8'), file).toBe(fs.readFileSync(path.join(SHARED_CASES, file), 'utf8'));
    }
  });

  it('lists every shipped scenario of every game, and each opens and passes on the table', () => {
    const entries = lab.list();
    expect(new Set(entries.map((e) => e.profile))).toEqual(new Set(['chrono', 'fab', 'gate-ruler', 'mtg', 'scp']));
    expect(entries.filter((e) => e.problems)).toEqual([]);
    for (const e of entries) {
      const opened = lab.open({ file: e.file, id: e.id });
      expect(opened.result, e.id).toEqual({ status: 'pass' });
      expect(opened.steps[0]).toEqual({ at: 'setup', step: 'setup' });
    }
  });

  it('steps a prevention case: the board after each step, every card face up, and the rules each step applied', () => {
    const opened = lab.open({ file: 'fab.yaml', id: 'fab/prevention-without-amount' });
    expect(opened).toMatchObject({ title: expect.stringMatching(/^Prevention with no stated amount/), rules: ['FAB-6.4.10b', 'FAB-6.4.10i'], seats: ['A', 'B'] });
    expect(opened.steps.map((s) => s.step)).toEqual([
      'setup',
      'play: {by: A, card: feign-death}',
      'resolve: all',
      'event: {type: damage, source: B, to: [A], amount: 3, kind: physical}',
      'check: [{A.life: 20}]',
      'event: {type: damage, source: B, to: [A], amount: 2, kind: physical}',
    ]);
    const setup = lab.frame(opened.lab, 0);
    const hand = setup.view.players[0].zones.find((z) => z.zone === 'hand')!;
    expect(hand.cards.map((c) => c.name)).toEqual(['Play Dead']);
    const prevented = lab.frame(opened.lab, 3);
    expect(prevented.view.players[0].stats.life).toBe(20);
    expect(prevented.trace.map((t) => t.rule)).toContain('FAB-6.4.10b');
    expect(lab.frame(opened.lab, 5).view.players[0].stats.life).toBe(18);
  });

  it('opens a file the player picks, and plays on from any step as a hotseat game', () => {
    const text = fs.readFileSync(path.join(defaultScenariosDir(), 'fab.yaml'), 'utf8');
    const opened = lab.open({ text, name: 'my-puzzles.yaml', id: 'fab/prevention-without-amount' });
    const games = new GameSessions();
    const { run, state } = lab.position(opened.lab, 2);
    const reply = games.open(run.engine, state, W);
    expect(reply.seats).toEqual(['A', 'B']);
    expect(reply.save).toBeUndefined();
    expect(reply.view.players[0].stats.life).toBe(20);
    const acted = games.act(reply.game, W, { type: 'pass', by: reply.view.priority! });
    expect(acted.refusal).toBeUndefined();
    expect(acted.save).toBeUndefined();
    // Undo goes back to the board the lab opened, not past it into the scenario's script.
    const undone = games.undo(reply.game, W);
    expect(undone.notice).toBeUndefined();
    expect(undone.hash).toBe(reply.hash);
    expect(games.undo(reply.game, W).notice).toBe('nothing-to-undo');
  });

  it('says what is wrong with a file, a scenario name or a step, and keeps nothing half-open', () => {
    expect(thrown(() => lab.open({ file: 'nope.yaml' }))).toMatchObject({ code: 'not-found', message: 'no shipped scenario file "nope.yaml"' });
    expect(thrown(() => lab.open({ text: '- id: x/y\n  profile: fab\n  script: 3\n', name: 'broken.yaml' })).message).toMatch(/^broken\.yaml: /);
    expect(thrown(() => lab.open({ text: 'a: [', name: 'not-yaml.yaml' })).message).toMatch(/not-yaml\.yaml/);
    expect(thrown(() => lab.open({ file: 'fab.yaml', id: 'fab/none' })).message).toBe('fab.yaml: no scenario "fab/none"');
    const opened = lab.open({ file: 'fab.yaml' });
    expect(thrown(() => lab.frame(opened.lab, 99)).code).toBe('bad-request');
    expect(thrown(() => lab.frame('gone', 0)).code).toBe('not-found');
  });
});
