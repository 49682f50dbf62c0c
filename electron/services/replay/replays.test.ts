import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { stateHash, type GameState } from '../../../engine/index';
import { longHouseGame, playLong, playSteps } from '../../../engine/testing/test-games';
import { tempDatabase } from '../../db/test-db';
import { ServiceError } from '../errors';
import { SaveService } from '../saves';
import { ReplaySteps } from './replay-steps';
import { WorkerReplays } from './replays';

const hosts: WorkerReplays[] = [];
afterEach(async () => {
  for (const h of hosts.splice(0)) await h.close();
});

/** A saved house game of `actions` actions, autosaved action by action, and the replay viewer's host over it. */
function savedGame(actions: number) {
  const { db } = tempDatabase('arb-replays-');
  const { engine, setup, start } = longHouseGame(7, 400);
  const saves = new SaveService(db, { engineFor: () => engine });
  const save = saves.create('long', setup, start).id;
  const states: GameState[] = [start];
  db.transaction(() => playLong(engine, start, actions, (s) => {
    saves.autosave(save, s);
    states.push(s);
  }))();
  const replays = new WorkerReplays({ db, generation: (id) => saves.generation(id), cardsFor: (profile) => (profile === 'house' ? engine.cards : undefined) });
  hosts.push(replays);
  return { db, engine, saves, save, states, replays };
}

describe('the replay viewer steps in a worker thread (issue 19: a long replay blocked the only thread)', { timeout: 120_000 }, () => {
  it('replays a step in the worker while the host event loop keeps turning, and gives the same step as replaying here', async () => {
    const { db, engine, save, states, replays } = savedGame(800);
    let turns = 0;
    let done = false;
    const spin = (): void => {
      if (done) return;
      turns++;
      setImmediate(spin);
    };
    setImmediate(spin);
    const { value, thread } = await replays.run(save, 750);
    done = true;
    expect(thread).not.toBe(threadId);
    expect(turns).toBeGreaterThan(0);
    expect(value).toMatchObject({ save, step: 750, steps: 800, hash: stateHash(states[750]) });
    expect(value).toEqual(new ReplaySteps(db, () => engine).step(save, 750));
  });

  it('steps back and forth from the states it replayed, and forgets them when the save is written', async () => {
    const { engine, saves, save, states, replays } = savedGame(300);
    for (const step of [300, 299, 150, 151, 240, 0]) expect((await replays.step(save, step)).hash).toBe(stateHash(states[step]));
    // An undo rewrites the log from action 200 (another line of play): the state it replayed at 240 must not be reused.
    const branch: GameState[] = [];
    saves.autosave(save, states[200]);
    playSteps(engine, states[200], 50, (s) => {
      saves.autosave(save, s);
      branch.push(s);
    });
    expect(stateHash(branch[44])).not.toBe(stateHash(states[245]));
    expect(await replays.step(save, 245)).toMatchObject({ steps: 250, hash: stateHash(branch[44]) });
    expect((await replays.step(save, 9_999)).step).toBe(250);
  });

  it('an unknown save, an unknown profile and a damaged log are refused with the service errors the host gives', async () => {
    const { db, save, replays } = savedGame(120);
    await expect(replays.step(save + 1, 3)).rejects.toMatchObject({ code: 'not-found' });
    db.prepare("UPDATE save_actions SET action = '{' WHERE save_id = ? AND seq = 110").run(save);
    const damaged = await replays.step(save, 115).then(() => null, (e: unknown) => e);
    expect(damaged).toBeInstanceOf(ServiceError);
    expect(damaged).toMatchObject({ code: 'internal', message: expect.stringContaining(`saved game ${save} is damaged`) });
    db.prepare("UPDATE saves SET profile = 'no-such-game' WHERE id = ?").run(save);
    const unknown = new WorkerReplays({ db, generation: () => 0, cardsFor: () => undefined });
    hosts.push(unknown);
    await expect(unknown.step(save, 3)).rejects.toMatchObject({ code: 'refused', message: expect.stringContaining('no-such-game') });
  });
});
