import type { Page } from 'playwright-core';
import type { TableView } from '../../electron/ipc/types';

/**
 * How a player answers the questions a game asks before its first turn (Magic: who plays first,
 * then mulligans, MTG-103; Flesh and Blood left on Home's random draw: who plays first, FAB-4.1)
 * in the decision panel: seat A plays first; a hand is kept when it holds
 * a land, else it is mulliganed (London, MTG-103.5) and the cards asked for go to the bottom.
 * Specs that play a land on the first turn rely on it: about 1 hand in 75 of the starter decks
 * has none. Returns false when the pending question is not one of these (or there is none).
 */
export async function answerStartQuestion(page: Page, view: TableView, nextView: (act: () => Promise<void>) => Promise<void>): Promise<boolean> {
  const d = view.decision;
  if (!d) return false;
  const panel = page.getByTestId('decision-panel');
  const option = (value: string) => panel.locator(`.decision-option[data-value="${value}"]`);
  if (d.kind === 'first-player') {
    await nextView(() => option('A').click());
    return true;
  }
  if (d.kind === 'may' && d.prompt === 'decision.mulligan') {
    const hand = view.players.find((p) => p.seat === d.player)?.zones.find((z) => z.zone === 'hand')?.cards ?? [];
    const keep = hand.some((c) => /land/i.test(c.typeLine ?? ''));
    await nextView(() => option(keep ? 'no' : 'yes').click());
    return true;
  }
  if (d.kind === 'cards' && d.prompt === 'decision.mulligan-bottom') {
    const options = panel.locator('.decision-option');
    for (let i = 0; i < (d.min ?? 1); i++) await options.nth(i).click();
    await nextView(() => panel.getByTestId('decision-confirm').click());
    return true;
  }
  return false;
}
