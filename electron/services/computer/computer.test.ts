import { afterEach, describe, expect, it } from 'vitest';
import type { GameChangedEvent } from '../../ipc/contract';
import { GameSessions, type GamePersistence } from '../game-session';
import { ServiceError } from '../errors';
import { WorkerComputer } from './computer';
import { memorySaves } from '../memory-saves';
import { itemAt, toArray } from '../../../engine/index';


/** Waits until `test` holds, polling (the worker answers asynchronously). */
async function until(test: () => boolean, ms = 60_000): Promise<void> {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const computers: WorkerComputer[] = [];
afterEach(async () => {
  for (const c of computers.splice(0)) await c.close();
});

/** The window in these tests. */
const W = 'window:1';

function host(persist: GamePersistence | null = null) {
  const computer = new WorkerComputer();
  computers.push(computer);
  const events: GameChangedEvent[] = [];
  const games = new GameSessions(undefined, () => 7, persist, computer, (_g, e) => events.push(e));
  return { games, events, computer };
}

describe('the computer plays its seats in a worker thread (issue 18)', { timeout: 120_000 }, () => {
  it('moves through the same action path as a person, and pushes each move', async () => {
    const { games, events } = host();
    const r = games.create({ profile: 'house', computer: { A: 'easy' } }, W);
    expect(r.thinking).toBe('A');
    expect(r.computer).toEqual({ A: 'easy' });
    // The person's seat is the one shown while the computer acts.
    expect(r.view.viewer).toBe('B');
    await until(() => events.length > 0);
    const state = games.state(r.game);
    expect(itemAt(state.actions, 0)!.by).toBe('A');
    expect(events[0].game).toBe(r.game);
    expect(events[0].hash).toMatch(/\S/);
  });

  it('FAB-4.1: the computer asked who plays first answers with a seat, at every level, and that seat takes turn 1', async () => {
    const { games } = host();
    for (const level of ['easy', 'normal', 'hard'] as const) {
      // The loser of a previous game chooses (a rematch): the computer's seat, without a random draw.
      const r = games.create({ profile: 'fab', computer: { B: level }, firstPlayerChooser: 'B' }, W);
      expect(r.view.decision).toMatchObject({ kind: 'first-player', player: 'B' });
      expect(r.thinking).toBe('B');
      await until(() => games.state(r.game).actions.length > 0);
      const s = games.state(r.game);
      const answer = itemAt(s.actions, 0)!;
      expect(answer, level).toMatchObject({ type: 'answer', by: 'B' });
      expect(s.turn).toMatchObject({ number: 1, player: answer.type === 'answer' ? answer.pick : '' });
      games.close(r.game, W);
    }
  });

  it('refuses a person\'s action for a seat the computer plays', () => {
    const { games } = host();
    const r = games.create({ profile: 'house', computer: { A: 'easy' } }, W);
    expect(() => games.act(r.game, W, { type: 'pass', by: 'A' })).toThrow(ServiceError);
    expect(() => games.create({ profile: 'house', computer: { C: 'easy' } }, W)).toThrow(/not a seat/);
  });

  it('plays both seats to the end when both are computers', async () => {
    const { games } = host();
    const r = games.create({ profile: 'house', computer: { A: 'easy', B: 'easy' } }, W);
    await until(() => games.state(r.game).over);
    expect(games.state(r.game).winner).not.toBeNull();
  });

  it('stops when the game is closed (quit while it thinks)', async () => {
    const { games, events } = host();
    const r = games.create({ profile: 'fab', computer: { A: 'hard', B: 'hard' } }, W);
    games.close(r.game, W);
    const seen = events.length;
    await new Promise((res) => setTimeout(res, 500));
    expect(events.length).toBe(seen);
  });

  it('a saved game against the computer resumes with the computer still playing its seat', async () => {
    const saves = memorySaves();
    const first = host(saves);
    const r = first.games.create({ profile: 'house', computer: { B: 'normal' } }, W);
    // The save is made with the person's first action, and names the computer's seat.
    first.games.act(r.game, W, { type: 'pass', by: 'A' });
    expect(saves.setup?.computer).toEqual({ B: 'normal' });
    await until(() => first.events.length > 0);
    // A new host (the app restarted) opens the save.
    const second = host(saves);
    const resumed = second.games.resume(1, saves.setup!, saves.state!, W);
    expect(resumed.computer).toEqual({ B: 'normal' });
    const before = saves.state!.actions.length;
    // Play on as A until the computer has moved again for B.
    await until(() => {
      const s = second.games.state(resumed.game);
      if (s.turn.priority === 'A' && !s.pending && !s.over) second.games.act(resumed.game, W, { type: 'pass', by: 'A' });
      return toArray(s.actions).slice(before).some((a) => a.by === 'B');
    });
    expect(second.events.length).toBeGreaterThan(0);
  });
});
