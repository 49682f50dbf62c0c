import { setStrict } from '../core/draft';

// Tests run the engine in strict mode: committed states are deeply frozen, so a write that
// bypasses copy-on-write (core/draft.ts) throws where it happens instead of corrupting an
// earlier state that undo, a replay or a search still holds.
setStrict(true);
