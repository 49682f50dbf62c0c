import { describe, expect, it } from 'vitest';
import type { LogLine, TraceEntry } from '../../../engine/index';
import { objectsOf, reasonsFor } from './log-why';

const line = (key: string, seq?: number): LogLine => ({ key: `log.${key}`, turn: 1, ...(seq === undefined ? {} : { seq }) });
const entry = (rule: string, seq: number, objects?: string[]): TraceEntry => ({ rule, key: `trace.${rule}`, turn: 1, seq, ...(objects ? { objects } : {}) });

describe('"why?" on a log line (issue 17 item 4): the rule steps around it', () => {
  const trace = [entry('PLAY', 3), entry('FAB-7.3', 6, ['o1', 'o2']), entry('FAB-7.5', 8, ['o1', 'o2', 'o3']), entry('FAB-7.7', 11)];

  it('gives a line the entries after the line before it up to the line after it', () => {
    const lines = [line('play', 3), line('defend', 5), line('blocked', 8), line('turn-begins', 12)];
    expect(reasonsFor(lines, 1, trace)!.map((e) => e.rule)).toEqual(['FAB-7.3', 'FAB-7.5']);
    expect(reasonsFor(lines, 2, trace)!.map((e) => e.rule)).toEqual(['FAB-7.3', 'FAB-7.5', 'FAB-7.7']);
    expect(reasonsFor(lines, 0, trace)!.map((e) => e.rule)).toEqual(['PLAY']);
  });

  it('gives lines written with nothing traced between them the same reasons (two defenders of one defend, FAB-7.3)', () => {
    const lines = [line('play', 3), line('defend', 5), line('defend', 5), line('blocked', 8)];
    expect(reasonsFor(lines, 1, trace)!.map((e) => e.rule)).toEqual(['FAB-7.3', 'FAB-7.5']);
    expect(reasonsFor(lines, 2, trace)!.map((e) => e.rule)).toEqual(['FAB-7.3', 'FAB-7.5']);
  });

  it('has no reasons for a line from a save made before lines carried their place', () => {
    expect(reasonsFor([line('play')], 0, trace)).toBeNull();
  });

  it('names the objects of the entries once, for the table to highlight', () => {
    expect(objectsOf(trace)).toEqual(['o1', 'o2', 'o3']);
  });
});
