import { describe, expect, it } from 'vitest';
import { createNodeHost } from '../../scripts/engine/node-host';
import { runScenarioText, type CaseResult } from './runner';

const host = createNodeHost();

/** Runs one fab scenario: A attacks with Heavy Hitter (6) into B holding Light Jab and Swift Strike (2 defense each). */
function run(script: string, expectYaml: string): CaseResult {
  const yaml = [
    'id: fab-test/defend',
    'profile: fab',
    'rules: [FAB-7.3]',
    'title: t',
    'players:',
    '  A: {hand: [heavy-hitter]}',
    '  B: {life: 20, hand: [light-jab, swift-strike]}',
    'script:',
    '  - play: {by: A, card: heavy-hitter}',
    '  - resolve: top',
    script,
    `expect: ${expectYaml}`,
  ].join('\n');
  const [r] = runScenarioText(host, yaml, 'fab-test.yaml');
  return r;
}

const pass = { id: 'fab-test/defend', status: 'pass' };

describe('runner: the `defend` step answers a declaration of defenders (fab, FAB-7.3)', () => {
  it('passes from the attack step until the declaration is asked, then answers it with the step\'s cards', () => {
    expect(run('  - defend: {by: B, with: [light-jab]}\n  - advance: resolution', '[{B.life: 16}, {light-jab.zone: combat-chain}, {decisions.asked: [cards@B]}]')).toEqual(pass);
  });

  it('a declaration asked by the step before waits for the `defend` step that follows', () => {
    expect(run('  - pass: A\n  - pass: B\n  - defend: {by: B, with: [light-jab, swift-strike]}\n  - advance: resolution', '[{B.life: 18}]')).toEqual(pass);
    expect(run('  - advance: defend\n  - defend: {by: B, with: []}\n  - advance: resolution', '[{B.life: 14}]')).toEqual(pass);
  });

  it('a `choose` answer of kind cards answers it too', () => {
    expect(run('  - choose: {by: B, kind: cards, pick: [swift-strike]}\n  - advance: resolution', '[{B.life: 16}, {swift-strike.zone: combat-chain}]')).toEqual(pass);
  });

  it('without a `defend` step or an answer, no defenders are declared', () => {
    expect(run('  - advance: resolution', '[{B.life: 14}, {B.hand.count: 2}, {decisions.asked: [cards@B]}]')).toEqual(pass);
  });

  it('a `defend` step that names the wrong player fails the case', () => {
    expect(run('  - defend: {by: A, with: []}', '[]').reason).toMatch(/no declaration of defenders for A came up/);
  });
});
