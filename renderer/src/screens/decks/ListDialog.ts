import type { DeckListError } from '../../api';
import { el } from '../../dom';
import type { Translate } from '../../i18n';

/**
 * The deck list's text panel: paste a list to import it (errors listed by line, nothing
 * saved until every line reads), or see the saved deck's list to copy or download.
 */
export class ListDialog {
  /** The panel's element (hidden until opened). */
  readonly root = el('section', { class: 'panel list-dialog', testid: 'deck-list-dialog', attrs: { role: 'dialog' } });
  private readonly heading = el('h2', { class: 'panel-heading' });
  private readonly text = el('textarea', { class: 'deck-text', testid: 'deck-list-text', attrs: { rows: '14', spellcheck: 'false' } });
  private readonly errors = el('ul', { class: 'problems', testid: 'deck-list-errors' });
  private readonly confirm = el('button', { class: 'primary', testid: 'deck-list-confirm', attrs: { type: 'button' } });
  private readonly download = el('button', { testid: 'deck-list-download', attrs: { type: 'button' } });
  private readonly close = el('button', { testid: 'deck-list-close', attrs: { type: 'button' } });
  private mode: 'import' | 'export' = 'import';

  constructor(
    private readonly t: () => Translate,
    private readonly onImport: (text: string) => void,
    private readonly onDownload: (text: string) => void,
  ) {
    this.root.hidden = true;
    this.confirm.addEventListener('click', () => this.onImport(this.text.value));
    this.download.addEventListener('click', () => this.onDownload(this.text.value));
    this.close.addEventListener('click', () => (this.root.hidden = true));
    this.root.append(this.heading, this.text, this.errors, el('div', { class: 'row' }, [this.confirm, this.download, this.close]));
  }

  /** Opens the panel empty, for pasting a list. */
  openImport(): void {
    this.mode = 'import';
    this.text.value = '';
    this.text.readOnly = false;
    this.showErrors([]);
    this.root.hidden = false;
    this.localize();
    this.text.focus();
  }

  /** Opens the panel showing a deck's list. */
  openExport(text: string): void {
    this.mode = 'export';
    this.text.value = text;
    // From the top, where the list names its format and hero (a pasted list may have left it scrolled).
    this.text.scrollTop = 0;
    this.text.readOnly = true;
    this.showErrors([]);
    this.root.hidden = false;
    this.localize();
  }

  /** Shows the lines an import could not read. */
  showErrors(errors: readonly DeckListError[]): void {
    const t = this.t();
    this.errors.replaceChildren(...errors.map((e) => el('li', { class: 'problem error', text: t('decks.list-error', { line: e.line, text: e.text, message: e.message }) })));
  }

  /** Hides the panel. */
  hide(): void {
    this.root.hidden = true;
  }

  /** Re-labels the panel. */
  localize(): void {
    const t = this.t();
    this.heading.textContent = t(this.mode === 'import' ? 'decks.import-heading' : 'decks.export-heading');
    this.text.placeholder = t('decks.list-placeholder');
    this.confirm.textContent = t('decks.import-confirm');
    this.confirm.hidden = this.mode !== 'import';
    this.download.textContent = t('decks.download');
    this.download.hidden = this.mode !== 'export';
    this.close.textContent = t('common.close');
  }
}
