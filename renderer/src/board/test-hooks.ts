import type { TableView } from '../api';
import type { BoardScene } from './BoardScene';
import type { Rect } from './layout';

/**
 * The board's TEST-ONLY hooks (renderer/README.md): where things are drawn on the canvas, so
 * e2e specs click where a player would and check what covers what. Not an API: nothing in the
 * app reads them.
 */
export interface BoardHooks {
  cardCenter(id: string): { x: number; y: number } | null;
  cardPoint(id: string): { x: number; y: number } | null;
  /** The box a card is drawn in (CSS pixels), or null when it is not drawn. */
  cardBox(id: string): Rect | null;
  cardZone(id: string): string | null;
  /** A point where a click reaches `seat`'s pile of zone `zone` (it opens the pile's list: data-testid `pile-list`, its cards `pile-card` with data-card). */
  pilePoint(seat: string, zone: string): { x: number; y: number } | null;
  stackArrows(): Array<{ item: string; target: string }>;
  /** The boxes of the combat chain's labels (CSS pixels): no two may overlap. */
  chainLabels(): Rect[];
  /** Whether the combat chain's folded pile is fanned out (hovered, focused or tapped). */
  chainFanned(): boolean;
  /** The box the fanned pile covers (CSS pixels), or null while it is stacked. */
  chainFanBox(): Rect | null;
  /** The box a play-row zone of `seat` is drawn in (FaB: arena, hero, weapon, equipment), or null when it is not drawn. */
  zoneBox(seat: string, zone: string): Rect | null;
  ringed(): string[];
}

declare global {
  interface Window {
    /** TEST-ONLY: the last view the game screen drew, for e2e assertions. Not an API. */
    __arbiterView?: TableView;
    /** TEST-ONLY: where a card is drawn on the board canvas (CSS pixels) and in which zone, so e2e can click and find it. */
    __arbiterBoard?: BoardHooks;
  }
}

/** Puts `scene`'s test hooks on the window (`__arbiterBoard`). */
export function exposeBoard(scene: BoardScene): void {
  window.__arbiterBoard = {
    cardCenter: (id) => scene.cardCenter(id),
    cardPoint: (id) => scene.cardPoint(id),
    cardBox: (id) => scene.cardBox(id),
    cardZone: (id) => scene.cardZone(id),
    pilePoint: (seat, zone) => scene.pilePoint(seat, zone),
    stackArrows: () => scene.stackArrows(),
    chainLabels: () => scene.chainLabels(),
    chainFanned: () => scene.chainFanned(),
    chainFanBox: () => scene.chainFanBox(),
    zoneBox: (seat, zone) => scene.zoneBox(seat, zone),
    ringed: () => scene.ringed(),
  };
}
