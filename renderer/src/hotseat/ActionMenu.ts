import type { Action } from '../../../engine/index';
import { el } from '../dom';

/**
 * The choice among several things a click on a card may do (play it or use one of its
 * abilities, attack one target or another). One entry per legal action; Escape closes it.
 */
export class ActionMenu {
  /** The menu's element (hidden while closed). */
  readonly root = el('div', { class: 'panel action-menu', testid: 'action-menu', attrs: { role: 'menu' } });

  constructor(private readonly choose: (action: Action) => void) {
    this.root.hidden = true;
    this.root.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') this.close();
    });
  }

  /** Whether the menu is open. */
  get open(): boolean {
    return !this.root.hidden;
  }

  /** Opens the menu with a label per action, near `at` (CSS pixels in the game screen). */
  show(entries: ReadonlyArray<{ action: Action; label: string }>, heading: string, at: { x: number; y: number }): void {
    this.root.replaceChildren(
      el('p', { class: 'panel-heading', text: heading }),
      ...entries.map(({ action, label }, i) =>
        el('button', {
          class: 'action-menu-item',
          text: label,
          testid: `action-menu-item-${i}`,
          attrs: { type: 'button', role: 'menuitem' },
          on: {
            click: () => {
              this.close();
              this.choose(action);
            },
          },
        }),
      ),
    );
    this.root.style.left = `${Math.max(8, at.x)}px`;
    this.root.style.top = `${Math.max(8, at.y)}px`;
    this.root.hidden = false;
    (this.root.querySelector('button') as HTMLButtonElement | null)?.focus();
  }

  /** Closes the menu. */
  close(): void {
    this.root.hidden = true;
  }
}
