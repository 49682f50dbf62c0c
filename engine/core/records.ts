import type { WorkingState } from './draft';

/**
 * The game log and the rule trace are records for people, not rules: the state keeps their
 * latest entries only, so an action costs the same at action 20,000 as at action 100 (the
 * state is hashed and stored after every action; core/window-digest.ts hashes what an action
 * dropped and appended). Older lines stay in the save's stored snapshots (one every 100
 * actions, each with the lines of its time); no screen pages them back yet (issue 19).
 */
export const RECORDS_KEPT = 1000;

/** Drops the oldest log lines and trace entries past `RECORDS_KEPT`. Pure on the working state. */
export function boundRecords(s: WorkingState): void {
  if (s.log.length > RECORDS_KEPT) s.log = s.log.slice(-RECORDS_KEPT);
  if (s.trace.length > RECORDS_KEPT) s.trace = s.trace.slice(-RECORDS_KEPT);
}
