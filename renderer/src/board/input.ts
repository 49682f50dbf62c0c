import type { Action, BoardView, ObjectId } from '../../../engine/index';

/**
 * Pointer -> intent, never rules: a tap on a card becomes the legal action the engine
 * already listed for that card, or nothing. Pure.
 */
export function actionForCardTap(view: BoardView, card: ObjectId): Action | null {
  if (view.decision) return null;
  return view.legal.find((a) => a.type === 'play' && a.by === view.viewer && a.card === card) ?? null;
}

/** The viewer's cards that a tap would do something with: play, activate, attack or defend (for highlighting). Pure. */
export function playableCards(view: BoardView): ReadonlySet<ObjectId> {
  const out = new Set<ObjectId>();
  if (view.decision) return out;
  for (const a of view.legal) {
    if (a.by !== view.viewer) continue;
    if (a.type === 'play' || a.type === 'activate') out.add(a.card);
    else if (a.type === 'attack') out.add(a.with);
    else if (a.type === 'defend' && a.with.length === 1) out.add(a.with[0]);
  }
  return out;
}

/** The seats shown at the bottom (the viewer) and at the top (the next other seat). Pure. */
export function sidesOf(view: BoardView): { near: string; far: string | null } {
  const i = view.seats.indexOf(view.viewer);
  const far = view.seats.length > 1 ? view.seats[(i + 1) % view.seats.length] : null;
  return { near: view.viewer, far };
}
