import type { Page } from 'playwright-core';
import type { Decision } from '../../engine/index';
import type { TableView } from '../../electron/ipc/types';

/** A card of a view. */
type ViewCard = TableView['players'][number]['zones'][number]['cards'][number];

/*
 * How the specs' player answers what a Flesh and Blood game with a hero asks along an attack.
 * Home deals Blitz hero decks by default, and a player with a hero chooses the cards to pitch
 * (FAB-1.14; the hero-less starter pile pitched on its own), orders triggers and, at the end of
 * a turn, the pitched cards going to the bottom of the deck (FAB-4.4.3).
 */

/** The cards a player pitches for a cost: the heaviest first until it is paid, within the decision's limits. */
export function pitchPicks(d: Decision): string[] {
  const weights = d.cover?.weights ?? {};
  const need = d.cover?.need ?? 0;
  const out: string[] = [];
  let paid = 0;
  for (const o of [...d.options].sort((a, b) => (weights[b.value] ?? 0) - (weights[a.value] ?? 0))) {
    if (paid >= need) break;
    if (d.atMost?.of.includes(o.value) && out.filter((v) => d.atMost!.of.includes(v)).length >= d.atMost.count) continue;
    out.push(o.value);
    paid += weights[o.value] ?? 0;
  }
  return out;
}

/** The viewer's attack cards in hand it may play now (an opening hand can lack one). */
export function playableAttacks(v: TableView): ViewCard[] {
  const hand = v.players.find((p) => p.seat === v.viewer)?.zones.find((z) => z.zone === 'hand')?.cards ?? [];
  return hand.filter((c) => /attack/i.test(c.typeLine ?? '') && v.legal.some((a) => a.type === 'play' && a.card === c.id));
}

/**
 * Answers the pending decision in the decision panel and returns the inputs it took (picks and
 * the confirm): a pitch with `pitchPicks`; an order as offered (every card but the last picked in
 * turn: the panel places the last one itself); a
 * may or pay: no; any other pick the fewest the decision allows, in the order offered (none: no
 * defenders, nothing to the arsenal).
 */
export async function answerInPanel(page: Page, d: Decision, nextView: (act: () => Promise<void>) => Promise<void>): Promise<number> {
  const panel = page.getByTestId('decision-panel');
  const option = (value: string) => panel.locator(`.decision-option[data-value="${value}"]`);
  if (d.kind === 'may' || d.kind === 'pay') {
    await nextView(() => option('no').click());
    return 1;
  }
  if (d.kind !== 'cards' && d.kind !== 'targets' && !d.kind.startsWith('order-')) {
    await nextView(() => panel.locator('.decision-option').first().click());
    return 1;
  }
  const picks = d.prompt === 'decision.pitch' ? pitchPicks(d) : d.options.slice(0, d.kind.startsWith('order-') ? d.options.length - 1 : (d.min ?? 0)).map((o) => o.value);
  for (const value of picks) await option(value).click();
  await nextView(() => panel.getByTestId('decision-confirm').click());
  return picks.length + 1;
}
