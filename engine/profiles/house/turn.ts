import { setup } from 'xstate';

/**
 * The house game's turn: start (the turn player draws) -> main (priority passes between
 * the seats; all passing in succession ends the phase) -> end (the next seat's turn begins).
 */
export const houseTurn = setup({
  types: { events: {} as { type: 'turn.begin' } | { type: 'priority.allPassed' } },
  actions: { beginTurn: () => {}, drawStep: () => {}, openMainPhase: () => {}, endTurn: () => {} },
}).createMachine({
  id: 'house-turn',
  initial: 'start',
  states: {
    start: { entry: 'beginTurn', always: 'draw' },
    draw: { entry: 'drawStep', always: 'main' },
    main: { entry: 'openMainPhase', on: { 'priority.allPassed': 'end' } },
    end: { entry: 'endTurn', always: 'start' },
  },
});
