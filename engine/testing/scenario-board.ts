import type { ScenarioHost, SetupCard } from '../conformance/host';
import type { Engine } from '../core/context';
import type { GameState } from '../core/state';

/** One seat of a test board: its stats and its cards by zone (a card id, or a card with its alias and more). */
export interface BoardSeat {
  stats?: Record<string, number>;
  zones?: Record<string, ReadonlyArray<string | SetupCard>>;
}

/**
 * A board for seats A and B set up as a scenario sets one up (engine/conformance: silently, no
 * triggers), A's turn at the profile's main phase. A card given by its id takes the id as its alias,
 * numbered (`filler#2`) where it appears more than once on the board.
 */
export function setUpBoard(host: ScenarioHost, profile: string, seats: { A: BoardSeat; B?: BoardSeat }): { engine: Engine; state: GameState; physicalOf: Record<string, string> } {
  const all = [seats.A, seats.B ?? {}].flatMap((s) => Object.values(s.zones ?? {}).flat());
  const counts = new Map<string, number>();
  for (const c of all) if (typeof c === 'string') counts.set(c, (counts.get(c) ?? 0) + 1);
  const seen = new Map<string, number>();
  const card = (c: string | SetupCard): SetupCard => {
    if (typeof c !== 'string') return c;
    const n = (seen.get(c) ?? 0) + 1;
    seen.set(c, n);
    return { card: c, alias: (counts.get(c) ?? 0) > 1 ? `${c}#${n}` : c };
  };
  const seat = (s: BoardSeat = {}) => ({ stats: s.stats ?? {}, zones: Object.fromEntries(Object.entries(s.zones ?? {}).map(([zone, cards]) => [zone, cards.map(card)])) });
  const r = host.setup({ profile, seats: ['A', 'B'], turn: 'A', seed: 1, players: { A: seat(seats.A), B: seat(seats.B) } });
  if (!r.ok) throw new Error(r.message);
  return r;
}
