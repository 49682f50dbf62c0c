import type { Action, BoardView, ObjectId } from '../../../engine/index';

/** The card an action is about, for the actions a tap on a card can mean (null: a control, not a card). */
export function actionCard(a: Action): ObjectId | null {
  switch (a.type) {
    case 'play':
    case 'activate':
      return a.card;
    case 'attack':
      return a.with;
    case 'defend':
      return a.with.length === 1 ? a.with[0] : null;
    default:
      return null;
  }
}

/** What a tap on a card means, in order of preference: play it, attack with it, block with it, use its first ability. */
const TAP_ORDER: readonly Action['type'][] = ['play', 'attack', 'defend', 'activate'];

/**
 * Pointer -> intent, never rules: a tap on a card becomes the legal action the engine
 * already listed for that card (play it from hand; declare it as an attacker, at the first
 * opponent listed; declare it as the only blocker; activate its first ability), or nothing. Pure.
 */
export function actionForCardTap(view: BoardView, card: ObjectId): Action | null {
  if (view.decision) return null;
  const mine = view.legal.filter((a) => a.by === view.viewer && actionCard(a) === card);
  for (const type of TAP_ORDER) {
    const a = mine.find((x) => x.type === type);
    if (a) return a;
  }
  return null;
}

/**
 * The option of the viewer's pending decision a tap on a card picks: a card to pitch (FAB-1.14),
 * a target, an order; null when the card is none of its options. Pure.
 */
export function decisionOptionForCardTap(view: BoardView, card: ObjectId): string | null {
  const d = view.decision;
  if (!d || d.player !== view.viewer) return null;
  return d.options.find((o) => o.object === card)?.value ?? null;
}

/** The viewer's cards that a tap would act with, or pick for the pending decision (for highlighting). Pure. */
export function playableCards(view: BoardView): ReadonlySet<ObjectId> {
  const out = new Set<ObjectId>();
  if (view.decision) {
    if (view.decision.player === view.viewer) for (const o of view.decision.options) if (o.object) out.add(o.object);
    return out;
  }
  for (const a of view.legal) {
    const card = a.by === view.viewer && TAP_ORDER.includes(a.type) ? actionCard(a) : null;
    if (card) out.add(card);
  }
  return out;
}

/** The seats shown at the bottom (the viewer) and at the top (the next other seat). Pure. */
export function sidesOf(view: BoardView): { near: string; far: string | null } {
  const i = view.seats.indexOf(view.viewer);
  const far = view.seats.length > 1 ? view.seats[(i + 1) % view.seats.length] : null;
  return { near: view.viewer, far };
}
