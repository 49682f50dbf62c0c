import type { ObjectId } from '../../../engine/index';
import type { TableView } from '../api';
import type { Translate } from '../i18n';
import { statLabel } from '../i18n';
import type { SideData } from './SideView';
import { sideZones } from './table-zones';

/**
 * What one seat's side of the table shows, from the view (pure): its zones by role, the cards
 * the viewer may play there (`playable`: only on the viewer's own side), the card whose play
 * waits on a decision, the cards `picked` for it, and its plate: name, stats, the phase chip on
 * the turn player's and the priority chip on the priority holder's, lit while it is to act.
 */
export function sideData(view: TableView, seat: string, playable: ReadonlySet<ObjectId>, picked: ReadonlySet<ObjectId>, t: Translate, seatName: (seat: string) => string): SideData {
  const player = view.players.find((p) => p.seat === seat);
  const chips: string[] = [];
  if (view.turn.player === seat) chips.push(t(`phase.${view.turn.phase}`, { defaultValue: view.turn.phase }));
  if (view.priority === seat) chips.push(t('game.priority-chip'));
  return {
    seat,
    zones: sideZones(view, seat),
    playable: seat === view.viewer ? playable : new Set<ObjectId>(),
    waiting: view.waiting?.card ?? null,
    picked,
    plate: {
      name: seatName(seat),
      stats: Object.entries(player?.stats ?? {}).map(([k, value]) => ({ label: statLabel(t, k), value })),
      chips,
      active: view.priority === seat || view.decision?.player === seat,
      lost: player?.lost ?? false,
    },
  };
}
