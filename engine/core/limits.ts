/**
 * SCP-603.5, SCP-604.5, FAB-6.6.5e: a limit on an ability ("once per turn", `limit: {per-turn: N}`
 * or `{per-game: N}`, LANGUAGE.md): how many uses it allows, and the `state.uses` key they are
 * counted under for `owner` (its object and ability). A per-turn key names the turn and ends in
 * `:turn`, so the count ends with the turn; a per-game key lasts the game.
 */
export function limitUse(limit: Readonly<Record<string, unknown>>, owner: string, turn: number): { key: string; max: number } {
  const perGame = limit['per-game'];
  if (typeof perGame === 'number') return { key: `${owner}:game`, max: perGame };
  return { key: `${owner}:t${turn}:turn`, max: Number(limit['per-turn'] ?? limit.count ?? 1) };
}
