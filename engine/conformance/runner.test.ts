import { describe, expect, it } from 'vitest';
import { fakeHost } from '../testing/fake-host';
import { runScenarioText, type CaseResult } from './runner';

/** Runs one toy scenario: players, script and expect as YAML fragments. */
function run(players: string, script: string, expectYaml = '[]', extra = ''): CaseResult {
  const yaml = `id: toy/t\nprofile: toy\nrules: [TOY-1]\ntitle: t\n${extra}players:\n${players}\nscript:\n${script}\nexpect: ${expectYaml}\n`;
  const [r] = runScenarioText(fakeHost, yaml, 'toy.yaml');
  return r;
}

const pass = { id: 'toy/t', status: 'pass' };

describe('runner: actions, resolve, advance', () => {
  it('plays, resolves the top item and checks life, zones, stack and cites', () => {
    const r = run(
      '  A: {hand: [bolt, bear]}\n  B: {}',
      '  - play: {by: A, card: bolt, targets: [B]}\n  - check: [{stack.count: 1}, {stack.order: [bolt]}, {bolt.zone: stack}]\n  - resolve: top\n  - play: {by: A, card: bear}\n  - resolve: all',
      '[{B.life: 18}, {A.arena: [bear]}, {A.graveyard: [bolt]}, {A.graveyard.count: 1}, {A.hand.count: 0}, {stack.count: 0}, {log.cites: [TOY-BOLT]}, {bear.power: 2}, {bear.name: Bear}, {bear.keywords: [haste]}, {bear.controller: A}, {bear.tapped: false}]',
    );
    expect(r).toEqual(pass);
  });

  it('resolve: top stops after the top item, leaving the rest', () => {
    const r = run('  A: {hand: [bolt, bear]}', '  - play: {by: A, card: bolt, targets: [B]}\n  - play: {by: A, card: bear}\n  - resolve: top', '[{stack.order: {ordered: [bolt]}}, {stack.count: 1}, {A.arena: [bear]}]');
    expect(r).toEqual(pass);
  });

  it('resolve: top stops when the top item resolved into a new item from the same source', () => {
    const r = run('  A: {hand: [echo], deck: [filler]}', '  - play: {by: A, card: echo}\n  - resolve: top\n  - check: [{stack.count: 1}, {stack.order: [echo]}, {echo.zone: graveyard}]\n  - resolve: top', '[{stack.count: 0}, {A.hand: [filler]}]');
    expect(r).toEqual(pass);
  });

  it('activates an ability whose stack item is named by its source', () => {
    const r = run('  A: {arena: [{card: relic, as: r}], deck: [filler*2]}', '  - activate: {by: A, card: r, ability: 1}\n  - check: [{stack.order: [r]}]\n  - resolve: top', '[{A.hand: [filler#1]}, {A.deck.count: 1}]');
    expect(r).toEqual(pass);
  });

  it('fails a refused action with the refusal message', () => {
    expect(run('  A: {hand: [blocked]}', '  - play: {by: A, card: blocked}')).toEqual({ id: 'toy/t', status: 'fail', reason: 'script[0].play: refused: blocked can never be played (TOY-1)' });
    expect(run('  A: {hand: [bolt]}', '  - play: {by: B, card: bolt, targets: [A]}').reason).toBe('script[0].play: refused: B does not hold priority');
  });

  it('fails resolve: top on an empty stack', () => {
    expect(run('  A: {}', '  - resolve: top').reason).toMatch(/^script\[0\]\.resolve: top: the stack is empty/);
  });

  it('advances to a phase, to the next turn and past the end of the turn', () => {
    expect(run('  A: {}', '  - advance: end\n  - check: [{A.life: 20}]', '[]')).toEqual(pass);
    const r = run('  A: {}', '  - advance: next-turn\n  - pass: B\n  - pass: A\n  - advance: end-of-turn', '[]');
    expect(r).toEqual(pass);
    expect(run('  A: {}', '  - advance: combat').reason).toMatch(/^script\[0\]\.advance: turn 1 ended without reaching "combat"/);
  });

  it('runs events and rigs, mapping references to ids', () => {
    const r = run('  A: {arena: [bear], deck: [filler]}', '  - rig: {dice: [3]}\n  - event: {type: damage, source: B, to: [A, bear], amount: 3}\n  - event: {type: draw, player: A, count: 1}\n  - event: {type: destroy, target: bear}', '[{A.life: 17}, {A.hand: [filler]}, {bear.zone: graveyard}, {bear.damage: 0}]');
    expect(r).toEqual(pass);
    expect(run('  A: {}', '  - event: {type: roll, player: A}').reason).toBe('script[0].event (roll): the toy game has no roll events');
  });

  it('fails a reference that names nothing, naming the step', () => {
    expect(run('  A: {hand: [bolt]}', '  - play: {by: A, card: bolt, targets: [nobody]}').reason).toBe('script[0].play: unknown reference "nobody" (not a seat or an alias of this scenario)');
    expect(run('  A: {hand: [bolt, bolt]}', '  - play: {by: A, card: bolt, targets: [B]}').reason).toBe('script[0].play: "bolt" is ambiguous: use one of bolt#1, bolt#2');
    expect(run('  A: {hand: [bolt]}', '  - play: {by: C, card: bolt}').reason).toBe('script[0].play.by: unknown seat "C" (seats: A, B)');
  });

  it('follows a card through zone changes, and names tokens <creator>:token', () => {
    const r = run('  A: {hand: [maker]}', '  - play: {by: A, card: maker}\n  - resolve: all', '[{A.arena: [maker:token]}, {maker:token.zone: arena}, {maker:token.power: 1}, {maker.zone: graveyard}]');
    expect(r).toEqual(pass);
  });
});

describe('runner: the decision queue', () => {
  it('answers with the first queued answer of the same kind and player, by alias', () => {
    const r = run('  A: {hand: [twin]}\n  B: {arena: [bear, bear]}', '  - choose: {by: A, kind: targets, pick: [bear#2]}\n  - play: {by: A, card: twin}\n  - resolve: all', '[{bear#2.zone: graveyard}, {bear#1.zone: arena}, {decisions.asked: [targets@A]}]');
    expect(r).toEqual(pass);
  });

  it('does not use an answer queued for another player or kind', () => {
    const r = run('  A: {hand: [twin]}\n  B: {arena: [bear, bear]}', '  - choose: {by: B, kind: targets, pick: [bear#2]}\n  - choose: {by: A, kind: cards, pick: [bear#2]}\n  - play: {by: A, card: twin}');
    expect(r.reason).toBe('unanswered decision: targets for A, options: bear#1, bear#2');
  });

  it('takes the defaults: may -> yes, order-* -> listed order, first-player -> turn player', () => {
    expect(run('  A: {hand: [charm]}', '  - play: {by: A, card: charm}', '[{A.resources: 1}, {decisions.asked: [may@A]}]')).toEqual(pass);
    expect(run('  A: {hand: [order], arena: [bear, relic]}', '  - play: {by: A, card: order}', '[{A.order: {ordered: [bear, relic]}}, {decisions.asked: [order-triggers@A]}]')).toEqual(pass);
    expect(run('  A: {hand: [pick-first]}', '  - play: {by: A, card: pick-first}', '[{A.order: [seat-A]}]')).toEqual(pass);
    expect(run('  A: {}\n  B: {hand: [pick-first]}', '  - play: {by: B, card: pick-first}', '[{B.order: [seat-B]}]', 'turn: B\n')).toEqual(pass);
  });

  it('answers no, a chosen order, and a seat pick', () => {
    expect(run('  A: {hand: [charm]}', '  - choose: {by: A, kind: may, pick: no}\n  - play: {by: A, card: charm}', '[{A.resources: 0}]')).toEqual(pass);
    expect(run('  A: {hand: [order], arena: [bear, relic]}', '  - choose: {by: A, kind: order-triggers, pick: [relic, bear]}\n  - play: {by: A, card: order}', '[{A.order: {ordered: [relic, bear]}}]')).toEqual(pass);
    expect(run('  A: {hand: [pick-first]}', '  - choose: {by: A, kind: first-player, pick: B}\n  - play: {by: A, card: pick-first}', '[{A.order: [seat-B]}]')).toEqual(pass);
  });

  it('picks any copy for a bare card id, and an option by its label', () => {
    expect(run('  A: {hand: [twin]}\n  B: {arena: [bear, bear]}', '  - choose: {by: A, kind: targets, pick: [bear]}\n  - play: {by: A, card: twin}\n  - resolve: all', '[{bear#1.zone: graveyard}, {bear#2.zone: arena}]')).toEqual(pass);
    expect(run('  A: {hand: [order], arena: [bear, relic]}', '  - choose: {by: A, kind: order-triggers, pick: [RELIC, bear]}\n  - play: {by: A, card: order}', '[{A.order: {ordered: [relic, bear]}}]')).toEqual(pass);
  });

  it('folds a play\'s choices into the queue', () => {
    expect(run('  A: {hand: [charm]}', '  - play: {by: A, card: charm, choices: {may: no}}', '[{A.resources: 0}]')).toEqual(pass);
  });

  it('fails a pick that is not among the options, listing them', () => {
    const r = run('  A: {hand: [twin], arena: [bear, relic]}', '  - choose: {by: A, kind: targets, pick: [twin]}\n  - play: {by: A, card: twin}');
    expect(r.reason).toBe('choose targets for A: "twin" is not among the options: bear, relic');
  });

  it('allows an optional answer never asked, and fails a non-optional one', () => {
    expect(run('  A: {}', '  - choose: {by: A, kind: may, pick: yes, optional: true}')).toEqual(pass);
    expect(run('  A: {}', '  - choose: {by: A, kind: may, pick: yes}').reason).toBe('script[0].choose: answer to may for A was never asked for');
  });
});

describe('runner: illegal', () => {
  it('passes when the action is refused and the state is untouched', () => {
    expect(run('  A: {hand: [blocked]}', '  - illegal: {play: {by: A, card: blocked}}', '[{A.hand: [blocked]}]')).toEqual(pass);
  });

  it('fails when the action is accepted', () => {
    expect(run('  A: {hand: [bolt]}', '  - illegal: {play: {by: A, card: bolt, targets: [B]}}').reason).toBe('script[0].illegal: the play was accepted, but the case expects it to be refused');
  });

  it('fails when a refusal changed the serialized state', () => {
    expect(run('  A: {hand: [sneaky]}', '  - illegal: {play: {by: A, card: sneaky}}').reason).toBe('script[0].illegal: the play was refused but changed the game state');
  });
});

describe('runner: failures never crash the run', () => {
  it('fails an engine exception with its message, and goes on with the next case', () => {
    const yaml = `- {id: toy/a, profile: toy, rules: [], title: t, players: {A: {hand: [boom]}}, script: [{play: {by: A, card: boom}}], expect: []}\n- {id: toy/b, profile: toy, rules: [], title: t, players: {}, expect: [{A.life: 20}]}\n`;
    expect(runScenarioText(fakeHost, yaml, 'toy.yaml')).toEqual([
      { id: 'toy/a', status: 'fail', reason: 'script[0].play: engine error: kaboom' },
      { id: 'toy/b', status: 'pass' },
    ]);
  });

  it('names file and key for malformed YAML, an unknown card id and an unknown key', () => {
    expect(runScenarioText(fakeHost, 'id: [x\n', 'cases/bad.yaml')).toEqual([{ id: 'cases/bad.yaml', status: 'fail', reason: expect.stringMatching(/^malformed YAML: /) }]);
    expect(run('  A: {deck: [filler*3, nope]}', '  []')).toEqual({ id: 'toy/t', status: 'fail', reason: 'toy.yaml: players.A.deck[1]: unknown card id "nope"' });
    expect(run('  A: {deck: [filler*3]}', '  - play: {by: A, card: filler#1, targts: [B]}')).toEqual({ id: 'toy/t', status: 'fail', reason: 'toy.yaml: script[0].play.targts: unknown key' });
    expect(run('  A: {graveyard: [], hand: [bolt]}', '  []', '[]', 'profile2: x\n').reason).toBe('toy.yaml: profile2: unknown key');
  });

  it('fails a setup the host rejects, with the host message', () => {
    expect(run('  A: {mana: 3}', '  []').reason).toBe('toy.yaml: players.A.mana: unknown stat');
  });

  it('fails checks with unknown paths, naming the key', () => {
    expect(run('  A: {hand: [bolt]}', '  []', '[{A.colour: red}]').reason).toBe('expect[0] unknown key "colour" for player A in "A.colour"');
    expect(run('  A: {hand: [bolt]}', '  []', '[{bolt.colour: red}]').reason).toBe('expect[0] unknown key "colour" for bolt in "bolt.colour"');
    expect(run('  A: {hand: [bolt]}', '  []', '[{ghost.zone: hand}]').reason).toMatch(/^expect\[0\] unknown check path "ghost\.zone"/);
  });

  it('reports every failing expectation, and stops the script at a failing check', () => {
    expect(run('  A: {hand: [bolt]}', '  []', '[{A.life: 19}, {A.hand: []}]').reason).toBe('expect[0] A.life: expected 19, got 20; expect[1] A.hand: expected [], got [bolt] (unexpected bolt)');
    expect(run('  A: {hand: [bolt]}', '  - check: [{A.life: 1}]\n  - play: {by: A, card: nope}').reason).toBe('script[0].check[0] A.life: expected 1, got 20');
  });
});
