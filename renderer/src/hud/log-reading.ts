import type { LogLine } from '../../../engine/index';

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
