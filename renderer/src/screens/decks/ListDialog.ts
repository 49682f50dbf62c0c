import type { DeckListError } from '../../api';
import { el } from '../../dom';
import type { Translate } from '../../i18n';
import { listErrorText } from './list-errors';

/** Where an import goes: a new deck, or over the cards of the deck open in the builder. */
export type ImportTarget = 'new' | 'replace';

/**
 * The deck list's text panel: paste a list to import it (errors listed by line, nothing
 * saved until every line reads; a name no card has offers the closest names, which fix the
 * line when picked), or see the saved deck's list to copy or download. With a deck open, an
 * import can replace that deck's cards or make a new deck: the user says which, by name.
 */
export class ListDialog {
  /** The panel's element (hidden until opened). */
  readonly root = el('section', { class: 'panel list-dialog', testid: 'deck-list-dialog', attrs: { role: 'dialog' } });
  private readonly heading = el('h2', { class: 'panel-heading' });
  private readonly text = el('textarea', { class: 'deck-text', testid: 'deck-list-text', attrs: { rows: '14', spellcheck: 'false' } });
  private readonly errors = el('ul', { class: 'problems', testid: 'deck-list-errors' });
  private readonly confirm = el('button', { class: 'primary', testid: 'deck-list-confirm', attrs: { type: 'button' } });
  private readonly replace = el('button', { testid: 'deck-list-replace', attrs: { type: 'button' } });
  private readonly download = el('button', { testid: 'deck-list-download', attrs: { type: 'button' } });
  private readonly close = el('button', { testid: 'deck-list-close', attrs: { type: 'button' } });
  private mode: 'import' | 'export' = 'import';
  /** The name of the deck open in the builder, which an import may replace; null for a new deck. */
  private openDeck: string | null = null;
  private shown: readonly DeckListError[] = [];

  constructor(
    private readonly t: () => Translate,
    private readonly onImport: (text: string, target: ImportTarget) => void,
    private readonly onDownload: (text: string) => void,
  ) {
    this.root.hidden = true;
    this.confirm.addEventListener('click', () => this.onImport(this.text.value, 'new'));
    this.replace.addEventListener('click', () => this.onImport(this.text.value, 'replace'));
    this.download.addEventListener('click', () => this.onDownload(this.text.value));
    this.close.addEventListener('click', () => (this.root.hidden = true));
    // The panel covers the deck while open: Escape closes it as its Close button does.
    this.root.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape') return;
      e.stopPropagation();
      this.root.hidden = true;
    });
    // Close sits by the heading, so the import buttons keep a row of their own at 1024x640.
    this.root.append(el('div', { class: 'list-dialog-head' }, [this.heading, this.close]), this.text, this.errors, el('div', { class: 'row' }, [this.confirm, this.replace, this.download]));
  }

  /** Opens the panel empty, for pasting a list; `openDeck` names the deck it may replace. */
  openImport(openDeck: string | null = null): void {
    this.mode = 'import';
    this.openDeck = openDeck;
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

  /** Shows the lines an import could not read, with "did you mean" names to pick from. */
  showErrors(errors: readonly DeckListError[]): void {
    this.shown = errors;
    const t = this.t();
    this.errors.replaceChildren(
      ...errors.map((e) => {
        const li = el('li', { class: 'problem error', testid: 'deck-list-error', attrs: { 'data-line': String(e.line), 'data-code': e.code } }, [
          el('span', { text: listErrorText(e, t) }),
        ]);
        if (e.suggestions?.length) {
          li.append(
            el('span', { class: 'did-you-mean', text: ` ${t('decks.did-you-mean')} ` }),
            ...e.suggestions.map((name) => {
              const b = el('button', { class: 'link-button', testid: 'deck-list-suggestion', text: name, attrs: { type: 'button', title: t('decks.use-suggestion', { name, line: e.line }) } });
              b.addEventListener('click', () => this.useSuggestion(e, name));
              return b;
            }),
          );
        }
        return li;
      }),
    );
  }

  /** Writes a picked name over the unknown one on its line, keeping the count and pitch around it. */
  private useSuggestion(error: DeckListError, name: string): void {
    const lines = this.text.value.split(/\r\n|\r|\n/);
    const at = error.line - 1;
    if (at < 0 || at >= lines.length || !lines[at].includes(error.text)) return;
    lines[at] = lines[at].replace(error.text, name);
    this.text.value = lines.join('\n');
    this.showErrors(this.shown.filter((e) => e !== error));
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
    this.confirm.textContent = t(this.openDeck === null ? 'decks.import-confirm' : 'decks.import-new');
    this.confirm.hidden = this.mode !== 'import';
    this.replace.textContent = this.openDeck === null ? '' : t('decks.import-replace', { name: this.openDeck });
    this.replace.hidden = this.mode !== 'import' || this.openDeck === null;
    this.download.textContent = t('decks.download');
    this.download.hidden = this.mode !== 'export';
    this.close.textContent = t('common.close');
    // The errors shown are worded again in the new language.
    this.showErrors(this.shown);
  }
}
