import type { LogLine, TraceEntry } from '../../../engine/index';

/**
 * The rule steps behind one line of the log ("why?", issue 17 item 4): the trace entries the
 * engine recorded after the line before it and up to the line after it. The engine writes a
 * line, then traces the rules it applies for it, so a line's reasons lie on both sides of it
 * (a defend line, then FAB-7.3; FAB-7.5's combat damage, then the hit line). Lines carry the
 * game's sequence number as it was when they were written (engine/core/context.ts `log`);
 * lines with the same number (nothing traced between them) share one window;
 * a line saved before they did has none, and no reasons: null. Pure.
 */
export function reasonsFor(lines: readonly LogLine[], index: number, trace: readonly TraceEntry[]): TraceEntry[] | null {
  const seq = lines[index]?.seq;
  if (seq === undefined) return null;
  // Lines written with nothing traced between them (two defenders of one defend) share their reasons.
  let before = -Infinity;
  for (let i = index - 1; i >= 0; i--) {
    const s = lines[i].seq;
    if (s !== undefined && s !== seq) {
      before = s;
      break;
    }
  }
  let after = Infinity;
  for (let i = index + 1; i < lines.length; i++) {
    const s = lines[i].seq;
    if (s !== undefined && s !== seq) {
      after = s;
      break;
    }
  }
  // A reordered pair (a hit told before its damage, log-reading.ts) can put a later line first.
  const from = Math.min(before, seq);
  const until = Math.max(after, seq);
  return trace.filter((entry) => entry.seq > from && entry.seq <= until);
}

/** Every object the entries name, once, in order (what the table highlights). */
export function objectsOf(entries: readonly TraceEntry[]): string[] {
  return [...new Set(entries.flatMap((entry) => entry.objects ?? []))];
}
