import type { Locator, Page } from 'playwright-core';
import type { Action } from '../../engine/index';
import type { TableView } from '../../electron/ipc/types';
import { actionCard } from '../../renderer/src/board/input';
import { answerInPanel, playableAttacks } from './fab-turn';
import { answerStartQuestion } from './start-answers';
import { chooseFirstPlayer, defaultFirstPlayer } from './HomePage';

type Hooked = {
  __arbiterView?: TableView;
  __arbiterBoard?: {
    cardPoint(id: string): { x: number; y: number } | null;
    pilePoint(seat: string, zone: string): { x: number; y: number } | null;
  };
};

/** The hotseat table as two players at one screen use it: the pass-the-device screen, cards, controls, keys. */
/** The page's document as the waits below read it (the e2e specs compile without DOM types). */
type PageDocument = { document: { querySelector(selector: string): { getAttribute(name: string): string | null } | null } };

export class HotseatPage {
  /** Clicks and key presses the test made on the table (each counted where it is made). */
  inputs = 0;

  constructor(readonly page: Page) {}

  /** The pass-the-device screen. */
  get passScreen(): Locator {
    return this.page.getByTestId('pass-device');
  }

  /** Starts a hotseat game of `profile` from Home (`first`: who goes first, HomePage.ts); the table may be hidden behind the pass screen. */
  async startGame(profile: string, first = defaultFirstPlayer(profile)): Promise<void> {
    await this.page.getByTestId('profile-select').selectOption(profile);
    await chooseFirstPlayer(this.page, first);
    await this.page.getByTestId('start-game').click();
    await this.page.getByTestId('game-screen').waitFor();
    await this.page.waitForFunction(() => (globalThis as unknown as Hooked).__arbiterView !== undefined);
  }

  /**
   * Starts a Flesh and Blood game from Home (the decks it deals by default) whose first seat
   * holds an attack it can play: about one opening hand in twenty of Rhinar's has none, and the
   * host picks the seed, so such a game is left for a new one (at most `tries` games).
   */
  async startGameWithAttack(tries = 6): Promise<void> {
    for (let i = 0; i < tries; i++) {
      await this.startGame('fab');
      if (playableAttacks(await this.view()).length > 0) return;
      await this.page.getByTestId('leave-game').click();
      await this.page.getByTestId('home-screen').waitFor();
    }
    throw new Error(`no playable attack in ${tries} opening hands`);
  }

  /** Answers the pending decision in the panel (e2e/pages/fab-turn.ts), counting its inputs. */
  async answer(v: TableView): Promise<number> {
    if (!v.decision) throw new Error('no decision to answer');
    const made = await answerInPanel(this.page, v.decision, (act) => this.nextView(act));
    this.inputs += made;
    return made;
  }

  /**
   * Plays on until `seat` is asked `prompt` with the table shown to it (after an attack: the
   * defender's declaration, FAB-7.3), and returns the inputs it took, by kind: `answers` to the
   * questions asked on the way (the cards to pitch for the attack, FAB-1.14; the order of
   * triggers), `stops` where the default stops gave a seat priority because it holds a response
   * (a hero's instant ability: each checked to be one, then passed, with the hand-over of the
   * device before it), and `handOver`: the device passed to `seat` at the end (0 or 1).
   * `prompt` null: until the pass-the-device screen names `seat` (left up).
   */
  async untilAsked(seat: string, prompt: string | null): Promise<{ answers: number; stops: number; handOver: number }> {
    const made = { answers: 0, stops: 0, handOver: 0 };
    let revealed = 0;
    for (let i = 0; i < 24; i++) {
      if (await this.passScreen.isVisible()) {
        if (prompt === null && (await this.passScreen.getAttribute('data-seat')) === seat) return made;
        await this.reveal('click');
        revealed++;
      }
      const v = await this.view();
      if (v.over) throw new Error(`the game ended before ${seat} was asked ${prompt}`);
      if (prompt !== null && v.decision?.player === seat && v.decision.prompt === prompt && v.viewer === seat) {
        made.handOver += revealed;
        return made;
      }
      if (v.decision) made.answers += revealed + (await this.answer(v));
      else {
        if (!v.legal.some((a) => a.by === v.viewer && a.type !== 'pass' && a.type !== 'concede')) throw new Error(`${v.viewer} was stopped with nothing to respond with`);
        await this.clickControl('pass-button');
        made.stops += revealed + 1;
      }
      revealed = 0;
    }
    throw new Error(`${seat} was never asked ${prompt}`);
  }

  /** The game screen's drawn-views counter. */
  async version(): Promise<number> {
    return Number(await this.page.getByTestId('game-screen').getAttribute('data-view-version'));
  }

  /** Runs `act` and waits until the game screen has drawn one more view. */
  async nextView(act: () => Promise<void>): Promise<void> {
    const before = await this.version();
    await act();
    // At least one more: against the computer its move can be drawn right after the reply's view.
    await this.page.waitForFunction(
      (v) => Number((globalThis as unknown as PageDocument).document.querySelector('[data-testid="game-screen"]')?.getAttribute('data-view-version') ?? -1) > v,
      before,
    );
  }

  /** The last view drawn. */
  async view(): Promise<TableView> {
    return this.page.evaluate(() => (globalThis as unknown as Hooked).__arbiterView as TableView);
  }

  /** Waits for the pass screen naming `seat`. */
  async waitForPassScreen(seat: string): Promise<void> {
    await this.page.locator(`[data-testid="pass-device"][data-seat="${seat}"]:not([hidden])`).waitFor();
  }

  /** The player at the device shows the table: by click, or by the Enter key. */
  async reveal(how: 'click' | 'key'): Promise<void> {
    // The screen ignores input for a moment after it appears (the end of a double click).
    await this.page.waitForTimeout(500);
    this.inputs++;
    if (how === 'click') await this.page.getByTestId('pass-device-go').click();
    else await this.page.keyboard.press('Enter');
    await this.passScreen.waitFor({ state: 'hidden' });
  }

  /**
   * Answers the questions a game asks before its first turn (e2e/pages/start-answers.ts),
   * taking the device when the pass screen asks. Ends with the table shown.
   */
  async settleStart(): Promise<void> {
    for (let i = 0; i < 16; i++) {
      if (await this.passScreen.isVisible()) await this.reveal('click');
      if (!(await answerStartQuestion(this.page, await this.view(), (act) => this.nextView(act)))) return;
    }
  }

  /** A point where a click reaches a card (its center unless other cards cover it), in page pixels. */
  async cardPoint(id: string): Promise<{ x: number; y: number }> {
    const box = await this.page.getByTestId('board-canvas').boundingBox();
    const at = await this.page.evaluate((card) => (globalThis as unknown as Hooked).__arbiterBoard?.cardPoint(card) ?? null, id);
    if (!box || !at) throw new Error(`card ${id} is not on the board, or other cards cover all of it`);
    return { x: box.x + at.x, y: box.y + at.y };
  }

  /** Clicks a card and waits for the next view. */
  async clickCard(id: string): Promise<void> {
    const p = await this.cardPoint(id);
    this.inputs++;
    await this.nextView(() => this.page.mouse.click(p.x, p.y));
  }

  /** Makes `action` by clicking its card, and the card's menu entry when the card has several actions. */
  async act(v: TableView, action: Action): Promise<void> {
    const card = actionCard(action);
    if (!card) throw new Error(`${action.type} is not made on a card`);
    const onCard = v.legal.filter((a) => a.by === v.viewer && actionCard(a) === card);
    if (onCard.length <= 1) return this.clickCard(card);
    const p = await this.cardPoint(card);
    await this.page.mouse.click(p.x, p.y);
    const i = onCard.findIndex((a) => JSON.stringify(a) === JSON.stringify(action));
    this.inputs++;
    await this.nextView(() => this.page.getByTestId(`action-menu-item-${i}`).click());
  }

  /** Clicks `seat`'s pile of `zone` on the board (where a click reaches it) and waits for its list of cards. */
  async openPile(seat: string, zone: string): Promise<Locator> {
    const box = await this.page.getByTestId('board-canvas').boundingBox();
    const at = await this.page.evaluate(([s, z]) => (globalThis as unknown as Hooked).__arbiterBoard?.pilePoint(s, z) ?? null, [seat, zone] as const);
    if (!box || !at) throw new Error(`${seat}'s ${zone} pile is not on the board`);
    this.inputs++;
    await this.page.mouse.click(box.x + at.x, box.y + at.y);
    const list = this.page.locator(`[data-testid="pile-list"][data-seat="${seat}"][data-zone="${zone}"]`);
    await list.waitFor();
    return list;
  }

  /** Plays a card from a pile (a card Katsu banished, say): opens the pile's list and clicks the card's action there. */
  async playFromPile(seat: string, zone: string, card: string): Promise<void> {
    const list = await this.openPile(seat, zone);
    this.inputs++;
    await this.nextView(() => list.locator(`[data-testid="pile-card-act"][data-card="${card}"]`).click());
  }

  /**
   * Presses a card with a finger and holds it `ms` before lifting it (a touch screen's
   * right-click), as a touch screen sends it: CDP touches (the page's context has touch).
   */
  async longPressCard(id: string, ms = 800): Promise<void> {
    await this.longPressAt(await this.cardPoint(id), ms);
  }

  /** Presses the page at `p` (page pixels) with a finger for `ms`, then lifts it, as a touch screen sends it (CDP touches). */
  async longPressAt(p: { x: number; y: number }, ms = 800): Promise<void> {
    const cdp = await this.page.context().newCDPSession(this.page);
    try {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: p.x, y: p.y }] });
      await this.page.waitForTimeout(ms);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    } finally {
      await cdp.detach();
    }
  }

  /** Right-clicks a card (its menu opens; never an action). */
  async rightClickCard(id: string): Promise<void> {
    const p = await this.cardPoint(id);
    await this.page.mouse.click(p.x, p.y, { button: 'right' });
  }

  /** Clicks a control by test id and waits for the next view. */
  async clickControl(testid: string): Promise<void> {
    this.inputs++;
    await this.nextView(() => this.page.getByTestId(testid).click());
  }

  /** Presses a key and waits for the next view. */
  async key(key: string): Promise<void> {
    this.inputs++;
    await this.nextView(() => this.page.keyboard.press(key));
  }

  /** A seat's cards in one zone, from the last view. */
  async zone(seat: string, zone: string): Promise<TableView['players'][number]['zones'][number]> {
    const view = await this.view();
    const z = view.players.find((p) => p.seat === seat)?.zones.find((x) => x.zone === zone);
    if (!z) throw new Error(`no zone ${zone} for seat ${seat}`);
    return z;
  }
}
