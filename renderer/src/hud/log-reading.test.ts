import { describe, expect, it } from 'vitest';
import type { LogLine, TraceEntry } from '../../../engine/index';
import { readableLog, withToldSteps } from './log-reading';

const line = (key: string, params: Record<string, string | number> = {}, turn = 1): LogLine => ({ key: `log.${key}`, params, turn });

describe('a log that reads like a judge notes (issue 17 item 5)', () => {
  it('folds step changes away', () => {
    expect(readableLog([line('play', { seat: 'A', card: 'x' }), line('step-ends', { phase: 'action', step: 'attack' }), line('step-ends', { phase: 'action', step: 'defend' }), line('hit', { seat: 'B', card: 'x' })])).toEqual([
      line('play', { seat: 'A', card: 'x' }),
      line('hit', { seat: 'B', card: 'x' }),
    ]);
  });

  it('tells draws in a row by one seat as one line, but not across seats or turns', () => {
    const draws = [line('draw', { seat: 'A', count: 1 }), line('draw', { seat: 'A', count: 1 }), line('draw', { seat: 'A', count: 2 }), line('draw', { seat: 'B', count: 1 }), line('draw', { seat: 'B', count: 1 }, 2)];
    expect(readableLog(draws)).toEqual([line('draw', { seat: 'A', count: 4 }), line('draw', { seat: 'B', count: 1 }), line('draw', { seat: 'B', count: 1 }, 2)]);
  });

  it('tells a hit before the damage it deals', () => {
    expect(readableLog([line('attack', { seat: 'A', card: 'x' }), line('damage-player', { seat: 'B', amount: 3 }), line('hit', { seat: 'B', card: 'x' })]).map((l) => l.key)).toEqual(['log.attack', 'log.hit', 'log.damage-player']);
  });

  it('tells what was pitched with the card it paid for, one line per play (FAB-1.14)', () => {
    const lines = [line('pitch', { seat: 'A', card: 'sink-below' }), line('pitch', { seat: 'A', card: 'barraging-beatdown' }), line('play', { seat: 'A', card: 'Pack Hunt' }), line('pitch', { seat: 'B', card: 'x' }), line('activate', { seat: 'A', card: 'Romping Club' })];
    expect(readableLog(lines)).toEqual([
      line('play-pitching', { seat: 'A', card: 'Pack Hunt', pitched: 'sink-below|barraging-beatdown' }),
      line('pitch', { seat: 'B', card: 'x' }),
      line('activate', { seat: 'A', card: 'Romping Club' }),
    ]);
  });

  it('leaves damage that is no hit where it is', () => {
    const lines = [line('damage-player', { seat: 'B', amount: 1 }), line('play', { seat: 'A', card: 'y' })];
    expect(readableLog(lines)).toEqual(lines);
  });

  it('tells damage prevented and intimidate as lines of their own, where they happened (a 9-power attack that dealt 0 says why)', () => {
    const at = (key: string, seq: number, params: Record<string, string | number> = {}): LogLine => ({ key: `log.${key}`, params, turn: 3, seq });
    const step = (key: string, seq: number, params: Record<string, string | number> = {}): TraceEntry => ({ rule: 'FAB-6.4.10a', key, params, turn: 3, seq });
    const lines = [at('play', 10, { seat: 'A', card: 'spinal-crush' }), at('damage-player', 14, { seat: 'B', amount: 0 }), at('pass', 14, { seat: 'A' })];
    const trace = [step('trace.played', 9), step('trace.prevented', 13, { card: 'bone-head-barrier', amount: 5 }), step('trace.intimidate', 20, { card: '' }), step('trace.prevented', 2, { card: 'old', amount: 1 })];
    expect(withToldSteps(lines, trace).map((l) => l.key)).toEqual(['log.play', 'trace.prevented', 'log.damage-player', 'log.pass', 'trace.intimidate']);
    expect(withToldSteps(lines, trace)[1].params).toEqual({ card: 'bone-head-barrier', amount: 5 });
  });
});
