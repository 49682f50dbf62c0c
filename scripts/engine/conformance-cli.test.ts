import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applySkips, caseLine, summaryLine } from '../../engine/conformance/report';
import { defaultScenarioPaths } from './scenario-files';

const root = resolve(__dirname, '..', '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const cli = join(root, 'scripts', 'engine', 'conformance-cli.ts');
const toyHost = join(root, 'engine', 'testing', 'fake-host.ts');
const dir = mkdtempSync(join(tmpdir(), 'arbiter-conformance-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cliRun(args: string[]): { code: number | null; lines: string[] } {
  const r = spawnSync(tsx, [cli, '--host', toyHost, ...args], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  return { code: r.status, lines: r.stdout.trim().split('\n') };
}

const good = 'id: toy/good\nprofile: toy\nrules: []\ntitle: t\nplayers: {A: {hand: [bolt]}}\nscript: [{play: {by: A, card: bolt, targets: [B]}}, {resolve: all}]\nexpect: [{B.life: 18}]\n';
const bad = '- {id: toy/bad, profile: toy, rules: [], title: t, players: {A: {hand: [nope]}}, expect: []}\n- {id: toy/typo, profile: toy, rules: [], title: t, players: {}, script: [{pass: {by: A, x: 1}}], expect: []}\n';

describe('cli (spawned with tsx on a temp folder)', () => {
  mkdirSync(join(dir, 'ok', 'nested'), { recursive: true });
  mkdirSync(join(dir, 'mixed'), { recursive: true });
  writeFileSync(join(dir, 'ok', 'nested', 'good.yaml'), good);
  writeFileSync(join(dir, 'mixed', 'a-good.yml'), good.replace('toy/good', 'toy/good2'));
  writeFileSync(join(dir, 'mixed', 'b-bad.yaml'), bad);
  writeFileSync(join(dir, 'mixed', 'c-broken.yaml'), 'id: [oops\n');
  writeFileSync(join(dir, 'mixed', 'notes.txt'), 'not a scenario');

  it('prints PASS lines and the summary, exit 0 when all pass', () => {
    const r = cliRun(['ok']);
    expect(r.lines).toEqual(['PASS toy/good', '1 passed, 0 failed']);
    expect(r.code).toBe(0);
  });

  it('prints FAIL lines naming file and key, exit 1, and writes --json', () => {
    const r = cliRun(['--json', 'out.json', 'mixed', 'missing.yaml']);
    expect(r.lines).toEqual([
      'FAIL missing.yaml: no such file or directory',
      'PASS toy/good2',
      `FAIL toy/bad: ${join('mixed', 'b-bad.yaml')}: players.A.hand[0]: unknown card id "nope"`,
      `FAIL toy/typo: ${join('mixed', 'b-bad.yaml')}: script[0].pass.x: unknown key`,
      expect.stringMatching(/^FAIL mixed\/c-broken\.yaml: malformed YAML: /),
      '1 passed, 4 failed',
    ]);
    expect(r.code).toBe(1);
    const json = JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8')) as Array<{ id: string; status: string; reason: string | null }>;
    expect(json.map((j) => [j.id, j.status])).toEqual([
      ['missing.yaml', 'fail'],
      ['toy/good2', 'pass'],
      ['toy/bad', 'fail'],
      ['toy/typo', 'fail'],
      ['mixed/c-broken.yaml', 'fail'],
    ]);
    expect(json[1].reason).toBeNull();
  });

  it('fails a duplicate id across files, and --suite runs the same way with an empty skip list', () => {
    const r = cliRun(['--suite', 'ok', join('ok', 'nested', 'good.yaml'), 'mixed/a-good.yml']);
    expect(r.lines).toEqual(['PASS toy/good', 'PASS toy/good2', '2 passed, 0 failed']);
    writeFileSync(join(dir, 'dup.yaml'), good);
    const d = cliRun(['ok', 'dup.yaml']);
    expect(d.lines).toEqual(['PASS toy/good', 'FAIL toy/good: dup.yaml: duplicate scenario id (also in ok/nested/good.yaml)', '1 passed, 1 failed']);
    expect(d.code).toBe(1);
  });

  it('fails every case, without crashing, when the host cannot be loaded', () => {
    const r = spawnSync(tsx, [cli, '--host', 'no-such-host.ts', 'ok'], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    expect(r.stdout).toMatch(/^FAIL toy\/good: cannot load the engine host: /);
    expect(r.status).toBe(1);
  });
});

describe('suite report', () => {
  const results = [
    { id: 'a', status: 'pass' as const },
    { id: 'b', status: 'fail' as const, reason: 'boom' },
    { id: 'c', status: 'pass' as const },
    { id: 'd', status: 'fail' as const, reason: 'nope' },
  ];

  it('turns a listed failing case into SKIP and a listed passing case into a failure', () => {
    const out = applySkips(results, { b: 'kernel: replacement ordering not built yet', c: 'was broken' });
    expect(out.map(caseLine)).toEqual(['PASS a', 'SKIP b: kernel: replacement ordering not built yet', 'PASS c (listed in skips.ts: remove it)', 'FAIL d: nope']);
    expect(summaryLine(out)).toBe('1 passed, 2 failed, 1 skipped');
    expect(summaryLine(results)).toBe('2 passed, 2 failed');
  });

  it('finds the default scenario set: profile scenarios and the shared cases', () => {
    const fake = mkdtempSync(join(tmpdir(), 'arbiter-root-'));
    mkdirSync(join(fake, 'repo', 'engine', 'profiles', 'fab', 'scenarios'), { recursive: true });
    mkdirSync(join(fake, 'repo', 'engine', 'profiles', 'mtg'), { recursive: true });
    mkdirSync(join(fake, 'shared', 'conformance', 'cases'), { recursive: true });
    expect(defaultScenarioPaths(join(fake, 'repo'))).toEqual([join(fake, 'repo', 'engine', 'profiles', 'fab', 'scenarios'), join(fake, 'shared', 'conformance', 'cases')]);
    rmSync(fake, { recursive: true, force: true });
  });
});
