import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { HomePage } from './pages/HomePage';
import { playableAttacks } from './pages/fab-turn';
import { HotseatPage } from './pages/HotseatPage';

/** One button of Pixi's accessibility layer over the board: its name, and whether it sits in an inert part of the page. */
interface LayerButton {
  label: string;
  inert: boolean;
}

/** Shows the board's accessibility layer as a keyboard user does (Tab) and reads its buttons. */
async function layer(page: Page): Promise<LayerButton[]> {
  await page.keyboard.press('Tab');
  const buttons = page.locator('.board-a11y button');
  await buttons.first().waitFor({ state: 'attached' });
  return buttons.evaluateAll((all) => all.map((b) => ({ label: b.getAttribute('aria-label') ?? '', inert: b.closest('[inert]') !== null })));
}

/** The serious and critical axe findings on the page, the board's accessibility layer included (the canvas itself is left out). */
async function serious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('canvas').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')}`));
}

/** How each language says where a card is and that it is hidden (renderer/src/i18n a11y.*). */
const SAYS = {
  en: { hand: (seat: string) => `Seat ${seat}, Hand: `, hidden: 'hidden card' },
  ja: { hand: (seat: string) => `プレイヤー${seat}の手札：`, hidden: '非公開のカード' },
} as const;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Issue 17 item 8: every card, stack item and seat plate of the board is a button in Pixi's
 * accessibility layer, named in the player's language; pressing one does what clicking the
 * card does; a hidden card is named only as hidden, and behind the pass-the-device screen
 * nothing of the table can be reached.
 */
describe('board accessibility layer: named buttons over the canvas, in en and ja', () => {
  const suite = useApp({ width: 1280, height: 800, hotseat: true });

  for (const language of ['en', 'ja'] as const) {
    it(`${language}: names the viewer's cards, hides the other hand, plays a card by Enter, passes axe`, async () => {
      const page = suite.app.page;
      await new HomePage(page).setLanguage(language);
      const table = new HotseatPage(page);
      // Home's default game: Rhinar against Katsu, each hero with its weapon and equipment in play.
      await table.startGameWithAttack();
      const view = await table.view();
      const attacker = view.viewer;
      const defender = view.seats.find((s) => s !== attacker) ?? 'B';

      // Pass-the-device privacy: the layer is there, but inside the inert table behind the screen.
      await table.waitForPassScreen(attacker);
      const covered = await layer(page);
      expect(covered.length).toBeGreaterThan(0);
      expect(covered.filter((b) => !b.inert)).toEqual([]);
      await table.reveal('click');

      const shown = await layer(page);
      expect(shown.filter((b) => b.inert)).toEqual([]);
      const says = SAYS[language];
      const hand = await table.zone(attacker, 'hand');
      for (const card of hand.cards) expect(shown.map((b) => b.label).some((l) => l.startsWith(`${says.hand(attacker)}${card.name}`)), `${card.name} is named`).toBe(true);
      // The other seat's hand: one button per card, each saying only that the card is hidden.
      const far = await table.zone(defender, 'hand');
      expect(far.count).toBeGreaterThan(0);
      expect(shown.filter((b) => b.label.startsWith(says.hand(defender))).map((b) => b.label)).toEqual(Array(far.count).fill(`${says.hand(defender)}${says.hidden}`));
      expect(await serious(page)).toEqual([]);

      // The hero, weapon and equipment in play are buttons too, named with their zone.
      for (const zone of ['hero', 'weapons']) {
        const card = (await table.zone(attacker, zone)).cards[0];
        expect(shown.some((b) => b.label.includes(card.name ?? '?')), `${zone}: ${card.name} is named`).toBe(true);
      }
      // Enter on a playable attack's button plays it, as a click on the card does (one legal action).
      const attack = playableAttacks(view)[0];
      expect(attack, 'a playable attack in the opening hand').toBeDefined();
      const button = page.getByRole('button', { name: new RegExp(`^${escape(`${says.hand(attacker)}${attack.name}`)}`) }).first();
      await button.focus();
      await page.screenshot({ path: path.join(SCREENSHOTS, `board-a11y-layer-${language}.png`) });
      await table.nextView(() => page.keyboard.press('Enter'));
      // The attack is played: it waits for its cost (a hero's player picks the cards to pitch, FAB-1.14), or is on its way.
      const played = await table.view();
      expect(played.waiting?.card === attack.id || !(await table.zone(attacker, 'hand')).cards.some((c) => c.id === attack.id), `${attack.name} was played`).toBe(true);
      // Paid for, and passed where the attacker could respond, the attack goes over to the defender:
      // the defender takes the device, the attacker's hand is hidden again, and the table inert.
      await table.untilAsked(defender, null);
      const over = await table.view();
      const onItsWay = [...over.stack.map((e) => e.name), ...over.players.flatMap((p) => p.zones.find((z) => z.zone === 'combat-chain')?.cards.map((c) => c.name) ?? [])];
      expect(onItsWay, `${attack.name} on the stack or the combat chain`).toContain(attack.name);
      await table.waitForPassScreen(defender);
      const handedOver = await layer(page);
      expect(handedOver.filter((b) => !b.inert)).toEqual([]);
      await table.reveal('click');
      const defenderSees = await layer(page);
      expect(defenderSees.filter((b) => b.label.startsWith(says.hand(attacker))).every((b) => b.label === `${says.hand(attacker)}${says.hidden}`)).toBe(true);
      expect(suite.app.errors).toEqual([]);
    });
  }
});
