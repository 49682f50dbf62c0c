import { CARD_PARAMS as CARD_PARAM_LIST, type BoardView, type LogLine } from '../../../engine/index';
import type { Translate } from '../i18n';
import { PITCHED_SEPARATOR } from './log-reading';

/** Parameters that name seats and are shown with the seat's display name. */
const SEAT_PARAMS = new Set(['seat', 'winner', 'player', 'by', 'owner', 'chooser']);
/** Parameters that name cards by id and are shown with the card's name (the engine's view names the same ones). */
const CARD_PARAMS = new Set(CARD_PARAM_LIST);
/** Parameters that list cards by id (log-reading.ts joins them), shown as their names. */
const CARD_LIST_PARAMS = new Set(['pitched']);

/** A card id's display name: the name the view gives for the ids its log names, else any face-up card's, else the id. Pure. */
export function cardName(view: BoardView, cardId: string): string {
  const named = view.cardNames?.[cardId];
  if (named !== undefined) return named;
  for (const p of view.players)
    for (const z of p.zones)
      for (const c of z.cards) if (c.card === cardId && c.name) return c.name;
  return cardId;
}

/** One log line rendered through the catalogs: seats and cards get their display names. Pure. */
export function formatLogLine(line: LogLine, view: BoardView, t: Translate, seatName: (seat: string) => string): string {
  // The engine names no winner with '-' (everyone lost at once).
  if (line.key === 'log.game-over' && line.params?.winner === '-') return t('log.game-over-draw');
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(line.params ?? {})) {
    if (SEAT_PARAMS.has(k) && typeof v === 'string') params[k] = seatName(v);
    // The view names no card the viewer may not see (engine/view/board.ts traceFor): "a hidden card".
    else if (CARD_PARAMS.has(k) && v === '') params[k] = t('log.hidden-card');
    else if (CARD_PARAMS.has(k) && typeof v === 'string') params[k] = cardName(view, v);
    else if (CARD_LIST_PARAMS.has(k) && typeof v === 'string') params[k] = v.split(PITCHED_SEPARATOR).map((id) => cardName(view, id)).join(t('log.list-separator'));
    else params[k] = v;
  }
  return t(line.key, { ...params, defaultValue: t('log.unknown', { key: line.key }) });
}
