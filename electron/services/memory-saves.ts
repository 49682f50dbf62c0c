import type { GameSetup, GameState } from '../../engine/index';
import type { GamePersistence } from './game-session';

/**
 * Saves kept in memory, for tests of the game session: the setup a game started with, and its
 * latest state (what the save service would have written).
 */
export function memorySaves(): GamePersistence & { setup: GameSetup | null; state: GameState | null } {
  const saves = {
    setup: null as GameSetup | null,
    state: null as GameState | null,
    started(_name: string, setup: GameSetup, state: GameState) {
      saves.setup = setup;
      saves.state = state;
      return 1;
    },
    changed(_save: number, state: GameState) {
      saves.state = state;
    },
  };
  return saves;
}
