import type { LogLine, TraceEntry } from '../../../engine/index';

/**
 * The engine's log read like a judge's notes (issue 17 item 5): what happened, in the order a
 * player tells it, without the bookkeeping. Pure; the engine's log itself is left as it is
 * (saves, replays and the state hash keep every line).
 * - Step changes are folded away: the HUD says where the game is.
 * - Draws in a row by one seat are one line ("draws 4 cards", not four lines).
 * - A hit is told before the damage it deals ("hits B", then "B is dealt 3 damage"): the engine
 *   logs the damage first because a hit is the damage having been dealt (FAB-7.5).
 * - What was pitched to pay for a card or an ability is told with it ("plays Pack Hunt,
 *   pitching Sink Below"), not as lines of their own before it (FAB-1.14).
 */
/** How the cards pitched for one play are joined in a line's `pitched` parameter (log-format.ts splits it). */
export const PITCHED_SEPARATOR = '|';

/**
 * Rule steps that are things a player sees happen, and that the engine's log has no line for:
 * damage prevented (the attack "hits for 0" and nothing said why) and intimidate's banished card.
 */
const TOLD_STEPS = new Set(['trace.prevented', 'trace.intimidate']);

/**
 * The log with the rule steps players should see happen (TOLD_STEPS) told as lines of their
 * own, in the order they happened: a step is traced before the lines written after it, which
 * carry its sequence number too. Only steps within the lines' span (the view carries the latest
 * of each). Pure; the state's log is left as it is.
 */
export function withToldSteps(lines: readonly LogLine[], trace: readonly TraceEntry[]): LogLine[] {
  const from = lines[0]?.seq ?? -Infinity;
  const told = trace.filter((e) => TOLD_STEPS.has(e.key) && e.seq >= from);
  if (told.length === 0) return [...lines];
  const out: LogLine[] = [];
  let next = 0;
  for (const line of lines) {
    while (next < told.length && line.seq !== undefined && told[next].seq <= line.seq) out.push(toldLine(told[next++]));
    out.push(line);
  }
  while (next < told.length) out.push(toldLine(told[next++]));
  return out;
}

function toldLine(entry: TraceEntry): LogLine {
  return { key: entry.key, ...(entry.params ? { params: entry.params } : {}), turn: entry.turn, seq: entry.seq };
}

export function readableLog(lines: readonly LogLine[]): LogLine[] {
  const out: LogLine[] = [];
  for (const line of lines) {
    if (line.key === 'log.step-ends') continue;
    const last = out.at(-1);
    if (last && line.key === 'log.draw' && last.key === 'log.draw' && last.turn === line.turn && last.params?.seat === line.params?.seat) {
      out[out.length - 1] = { ...last, params: { ...last.params, count: Number(last.params?.count ?? 1) + Number(line.params?.count ?? 1) } };
      continue;
    }
    if (last && line.key === 'log.hit' && last.key === 'log.damage-player' && last.params?.seat === line.params?.seat) {
      out.splice(out.length - 1, 0, line);
      continue;
    }
    if ((line.key === 'log.play' || line.key === 'log.activate') && last?.key === 'log.pitch' && last.params?.seat === line.params?.seat) {
      const pitched: string[] = [];
      while (out.at(-1)?.key === 'log.pitch' && out.at(-1)?.params?.seat === line.params?.seat) pitched.unshift(String(out.pop()!.params?.card ?? ''));
      out.push({ ...line, key: `${line.key}-pitching`, params: { ...line.params, pitched: pitched.join(PITCHED_SEPARATOR) } });
      continue;
    }
    out.push(line);
  }
  return out;
}
