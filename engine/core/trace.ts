/**
 * One entry of the rule trace: a rule step that decided something, with the digest ID
 * (`FAB-6.5.4`, `GR-13-3d-2`) and the objects involved. The UI shows it as "why?".
 */
export interface TraceEntry {
  rule: string;
  /** A message key for the renderer's catalogue (`trace.replacement-applied`), with parameters. */
  key: string;
  params?: Record<string, string | number>;
  objects?: readonly string[];
  /** The turn number and the sequence number within the game, for ordering in the log. */
  turn: number;
  seq: number;
}
