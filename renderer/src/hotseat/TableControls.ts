import type { TableView } from '../api';
import { el } from '../dom';
import type { Translate } from '../i18n';
import { concedeOf, noDefence, passOf } from './card-actions';

/** What the controls ask of the game screen. */
export interface ControlIntents {
  pass(): void;
  passUntil(until: 'event' | 'phase' | 'turn'): void;
  noDefence(): void;
  undo(): void;
  concede(): void;
  rematch(): void;
  toggleStops(): void;
  toggleHelp(): void;
}

/**
 * The table's buttons besides the cards: pass, "pass until" (something happens, the next
 * phase, the next turn), no defenders, undo, concede, the stops and the keyboard help; and
 * rematch once the game is over. Enabled from the view's legal actions only.
 */
export class TableControls {
  /** The controls' element. */
  readonly root = el('section', { class: 'panel table-controls', testid: 'table-controls' });
  private readonly untilEvent = this.button('pass-until-event', () => this.intents.passUntil('event'));
  private readonly untilPhase = this.button('pass-until-phase', () => this.intents.passUntil('phase'));
  private readonly untilTurn = this.button('pass-until-turn', () => this.intents.passUntil('turn'));
  private readonly noDefenceButton = this.button('no-defence', () => this.intents.noDefence());
  private readonly undoButton = this.button('undo', () => this.intents.undo());
  private readonly concedeButton = this.button('concede', () => this.intents.concede());
  private readonly rematchButton = this.button('rematch', () => this.intents.rematch(), 'primary');
  private readonly stopsButton = this.button('stops-toggle', () => this.intents.toggleStops());
  private readonly helpButton = this.button('keys-help', () => this.intents.toggleHelp());

  constructor(private readonly intents: ControlIntents) {
    this.root.append(
      el('div', { class: 'row wrap' }, [this.untilEvent, this.untilPhase, this.untilTurn]),
      el('div', { class: 'row wrap' }, [this.noDefenceButton, this.undoButton, this.concedeButton, this.rematchButton]),
      el('div', { class: 'row wrap' }, [this.stopsButton, this.helpButton]),
    );
  }

  /** Redraws from the view; `busy` while an action is on its way. */
  update(view: TableView, t: Translate, busy: boolean): void {
    const canPass = !busy && passOf(view) !== null;
    for (const [b, key] of [
      [this.untilEvent, 'table.pass-until-event'],
      [this.untilPhase, 'table.pass-until-phase'],
      [this.untilTurn, 'table.pass-until-turn'],
    ] as const) {
      b.textContent = t(key);
      b.disabled = !canPass;
    }
    this.noDefenceButton.textContent = t('table.action.no-defence');
    this.noDefenceButton.hidden = noDefence(view) === null;
    this.noDefenceButton.disabled = busy;
    this.undoButton.textContent = t('table.undo');
    this.undoButton.disabled = busy || view.over;
    this.concedeButton.textContent = t('game.concede');
    this.concedeButton.disabled = busy || concedeOf(view) === null;
    this.concedeButton.hidden = view.over;
    this.rematchButton.textContent = t('table.rematch');
    this.rematchButton.hidden = !view.over;
    this.stopsButton.textContent = t('table.stops.button');
    this.helpButton.textContent = t('table.keys.button');
  }

  private button(testid: string, click: () => void, cls = ''): HTMLButtonElement {
    return el('button', { class: cls, testid, attrs: { type: 'button' }, on: { click } });
  }
}
