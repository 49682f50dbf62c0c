import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Action } from '../engine/index';
import type { TableView } from '../electron/ipc/types';
import { SCREENSHOTS, useApp } from './fixtures/suite';
import { answerInPanel } from './pages/fab-turn';

type Play = Extract<Action, { type: 'play' }>;

/** A seat's zone in a view. */
const zoneOf = (view: TableView, seat: string, zone: string) => view.players.find((p) => p.seat === seat)?.zones.find((z) => z.zone === zone);

/** The side of the table a seat is drawn on: the board faces the seat to act. */
const sideOf = (view: TableView, seat: string) => (view.viewer === seat ? 'near' : 'far');

describe("a card played in a real game is drawn in that game's zones", () => {
  const suite = useApp();

  /** Answers the pending decision in the panel (e2e/pages/fab-turn.ts: the cards to pitch, an order as offered, no defenders). */
  async function answer(view: TableView): Promise<void> {
    await answerInPanel(suite.app.page, view.decision!, (act) => suite.board.nextView(act));
  }

  /**
   * Passes turns until the seat to act may play a hand card whose type line matches `type`
   * (a starting hand can lack one), and returns that play. A Magic turn takes a dozen passes
   * (both seats pass in each step, MTG-117.4), so the search spans several turns, and any
   * question on the way (attackers, blockers, a discard; fab: the order pitched cards go under
   * the deck) is answered in the panel with the fewest picks it allows.
   */
  async function findPlay(type: RegExp): Promise<Play> {
    for (let steps = 0; steps < 120; steps++) {
      const view = await suite.board.view();
      const hand = zoneOf(view, view.viewer, 'hand')?.cards ?? [];
      const play = view.legal.find((a): a is Play => a.type === 'play' && a.by === view.viewer && type.test(hand.find((c) => c.id === a.card)?.typeLine ?? ''));
      if (play) return play;
      if (view.decision) await answer(view);
      else await suite.board.pass();
    }
    throw new Error(`no ${type} card became playable`);
  }

  /** Passes, paying what is asked and declaring no defenders (FAB-7.3), until `done` holds for the view. */
  async function playOnUntil(done: (view: TableView) => boolean): Promise<TableView> {
    for (let steps = 0; steps < 40; steps++) {
      const view = await suite.board.view();
      if (done(view)) return view;
      if (view.decision) await answer(view);
      else await suite.board.pass();
    }
    throw new Error('the game never got there');
  }

  it('fab: an attack waits on the stack, then lies on the combat chain in the play row, then goes to the graveyard', async () => {
    // Home's default game: Rhinar against Katsu (a hero's player picks the cards to pitch, FAB-1.14).
    await suite.board.startGame('fab');
    expect((await suite.board.view()).players.map((p) => p.zones.find((z) => z.zone === 'hero')?.cards[0]?.name)).toEqual(['Rhinar', 'Katsu']);
    const attack = await findPlay(/Attack/);
    const seat = attack.by;
    await suite.board.clickCard(attack.card);
    // Paid for (and any trigger of playing it ordered), the attack is on the stack.
    const played = await playOnUntil((v) => v.stack.some((e) => e.controller === seat && e.kind === 'card'));
    const onStack = played.stack.find((e) => e.controller === seat && e.kind === 'card');
    expect(onStack?.object).toBeDefined();
    expect(await suite.board.cardZone(onStack!.object!)).toBe('stack');
    await suite.board.screenshot(path.join(SCREENSHOTS, 'fab-stack.png'));

    const resolved = await playOnUntil((v) => v.stack.length === 0);
    expect(zoneOf(resolved, seat, 'combat-chain')?.role).toBe('chain');
    const chain = zoneOf(resolved, seat, 'combat-chain');
    expect(chain?.count).toBe(1);
    expect(await suite.board.cardZone(chain!.cards[0].id)).toBe('chain:link-1');
    await suite.board.screenshot(path.join(SCREENSHOTS, 'fab-combat-chain.png'));

    // The graveyard may already hold a card discarded to pay for the attack (Rhinar's): the attack is the one named as it.
    const name = chain?.cards[0].name;
    const closed = await playOnUntil((v) => (zoneOf(v, seat, 'combat-chain')?.count ?? 0) === 0 && (zoneOf(v, seat, 'graveyard')?.cards ?? []).some((c) => c.name === name));
    const buried = zoneOf(closed, seat, 'graveyard')?.cards.find((c) => c.name === name);
    expect(buried).toBeDefined();
    expect(await suite.board.cardZone(buried!.id)).toBe(`${sideOf(closed, seat)}:graveyard`);
    await suite.board.screenshot(path.join(SCREENSHOTS, 'fab-graveyard.png'));
    await suite.app.page.getByTestId('leave-game').click();
    await suite.app.page.getByTestId('home-screen').waitFor();
  });

  it('mtg: a land played from the hand is drawn on the battlefield', async () => {
    await suite.board.startGame('mtg');
    await suite.board.settleStart();
    const land = await findPlay(/Land/);
    const before = await suite.board.view();
    const name = zoneOf(before, land.by, 'hand')?.cards.find((c) => c.id === land.card)?.name;
    await suite.board.clickCard(land.card);
    const after = await suite.board.view();
    expect(zoneOf(after, land.by, 'battlefield')?.role).toBe('play');
    const battlefield = zoneOf(after, land.by, 'battlefield');
    const entered = battlefield?.cards.find((c) => c.name === name);
    expect(entered).toBeDefined();
    expect(await suite.board.cardZone(entered!.id)).toBe(`${sideOf(after, land.by)}:battlefield`);
    await suite.board.screenshot(path.join(SCREENSHOTS, 'mtg-battlefield.png'));
  });

  it('logged no errors in the page', () => {
    expect(suite.app.errors).toEqual([]);
  });
});
