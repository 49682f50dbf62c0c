import path from 'node:path';
import type { Page } from 'playwright-core';
import type { TableView } from '../../electron/ipc/types';

/** What an input can change: the turn, what is legal, the decision, every card's place and state, the stats, the stack. */
export const fingerprint = (v: TableView): string =>
  JSON.stringify([v.turn, v.legal, v.decision, v.stack.length, v.players.map((p) => [p.stats, p.zones.map((z) => [z.count, z.cards.map((c) => [c.id, c.tapped])])])]);

/** One line of a game's course, for the message when a game fails. */
export const courseLine = (v: TableView): string =>
  `turn ${v.turn.number} ${v.turn.phase}${v.turn.step ? '.' + v.turn.step : ''}, ${v.viewer} at the screen, ${v.players.map((p) => `${p.seat} ${JSON.stringify(p.stats)}`).join(' ')}${v.decision ? `, decision ${v.decision.kind}` : ''}`;

/**
 * A game played through the UI, input by input, that fails at once when an input changes
 * nothing (a click that reached another card, a refused action): such an input would otherwise
 * repeat until the spec's time limit, and the message says where the game stood.
 */
export class GameCourse {
  readonly lines: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly view: () => Promise<TableView>,
    private readonly screenshotDir: string,
  ) {}

  /** Makes one input (`what` names it for the course) and checks that it changed the game. */
  async input(v: TableView, what: string, act: () => Promise<void>): Promise<void> {
    this.lines.push(`${courseLine(v)}: ${what}`);
    const before = fingerprint(v);
    await act();
    const after = await this.view();
    if (after.over || fingerprint(after) !== before) return;
    await this.page.screenshot({ path: path.join(this.screenshotDir, 'game-stalled.png') });
    const toasts = await this.page.getByTestId('toasts').innerText();
    throw new Error(`the input changed nothing (the page says: "${toasts}"); the game's last inputs:\n${this.last()}`);
  }

  /** The course's last inputs, a line each. */
  last(n = 6): string {
    return this.lines.slice(-n).join('\n');
  }
}
