import { el } from '../dom';
import type { Translate } from '../i18n';
import { KEY_BINDINGS, keyLabel } from './keyboard';

/** The keyboard help overlay (F1 or ?): every binding and what it does, in the UI's language. */
export class KeyHelp {
  /** The overlay's element (hidden until opened). */
  readonly root = el('aside', { class: 'panel key-help', testid: 'key-help', attrs: { role: 'dialog' } });

  constructor() {
    this.root.hidden = true;
    this.root.addEventListener('click', () => this.hide());
  }

  /** Whether the overlay is open. */
  get open(): boolean {
    return !this.root.hidden;
  }

  /** Opens or closes it. */
  toggle(t: Translate): void {
    if (this.open) return this.hide();
    this.render(t);
    this.root.hidden = false;
  }

  /** Closes it. */
  hide(): void {
    this.root.hidden = true;
  }

  /** Re-labels it. */
  render(t: Translate): void {
    const rows = KEY_BINDINGS.map(({ keys, command }) =>
      el('tr', {}, [el('td', { class: 'keys', text: keys.map(keyLabel).join(' / ') }), el('td', { text: t(`table.keys.${command}`) })]),
    );
    this.root.replaceChildren(
      el('h2', { class: 'panel-heading', text: t('table.keys.heading') }),
      el('table', { class: 'key-table' }, [el('tbody', {}, rows)]),
      el('p', { class: 'muted', text: t('table.keys.close') }),
    );
  }
}
