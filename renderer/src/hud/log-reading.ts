import type { LogLine } from '../../../engine/index';

/**
 * The engine's log read like a judge's notes (issue 17 item 5): what happened, in the order a
 * player tells it, without the bookkeeping. Pure; the engine's log itself is left as it is
 * (saves, replays and the state hash keep every line).
 * - Step changes are folded away: the HUD says where the game is.
 * - Draws in a row by one seat are one line ("draws 4 cards", not four lines).
 * - A hit is told before the damage it deals ("hits B", then "B is dealt 3 damage"): the engine
 *   logs the damage first because a hit is the damage having been dealt (FAB-7.5).
 */
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
    out.push(line);
  }
  return out;
}
