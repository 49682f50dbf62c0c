import { request, type CardPrinting, type CardRow } from '../../api';
import { renderCardText } from '../../components/card-text';
import type { AppContext } from '../../context';
import { el } from '../../dom';
import { cardName, countEditor, pitchPip, statLine } from './rows';

/**
 * The collection's card panel: the printed text of the card under the pointer (or the one
 * picked), as the table shows card text (symbols, bold, reminders), and for the picked card
 * every printing it has, each with its own owned count: the list's rows count a card's copies
 * over all its printings, and this is where a player says which printings they are.
 */
export class CardPanel {
  /** The panel's element. */
  readonly root = el('aside', { class: 'panel collection-card', testid: 'collection-card', attrs: { 'aria-live': 'polite' } });
  private picked: CardRow | null = null;
  private shown: CardRow | null = null;
  private printings: CardPrinting[] = [];
  private loadSeq = 0;

  constructor(
    private readonly ctx: AppContext,
    /** Called after a printing's count changed, so the list redraws the card's total. */
    private readonly onOwnedChanged: () => void,
  ) {
    this.draw();
  }

  /** Shows a card while the pointer is over its row; null goes back to the picked card. */
  preview(row: CardRow | null): void {
    this.shown = row ?? this.picked;
    this.draw();
  }

  /** Picks a card: it stays shown, with its printings. */
  pick(row: CardRow): void {
    this.picked = row;
    this.shown = row;
    this.printings = [];
    this.draw();
    void this.loadPrintings(row);
  }

  /** The picked card's id, if any (the list marks its row). */
  pickedId(): number | null {
    return this.picked?.cardId ?? null;
  }

  /** Re-reads the picked card's printings (after its total was edited in the list). */
  refresh(): void {
    if (this.picked) void this.loadPrintings(this.picked);
  }

  /** Re-labels the panel. */
  localize(): void {
    this.draw();
  }

  private async loadPrintings(row: CardRow): Promise<void> {
    const seq = ++this.loadSeq;
    try {
      const r = await request(this.ctx.api, 'collection:printings', { card: row.cardId });
      if (seq !== this.loadSeq) return;
      this.printings = r.printings;
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    this.draw();
  }

  private async setOwned(p: CardPrinting, count: number): Promise<void> {
    try {
      await request(this.ctx.api, 'collection:set', { printingId: p.printingId, finish: p.finish, count });
      this.onOwnedChanged();
    } catch (err) {
      this.ctx.notify(this.ctx.describeError(err), 'error');
    }
    if (this.picked) await this.loadPrintings(this.picked);
  }

  private draw(): void {
    const { t } = this.ctx.i18n;
    const card = this.shown;
    if (!card) {
      this.root.replaceChildren(el('p', { class: 'muted', text: t('collection.card-hint') }));
      delete this.root.dataset.card;
      return;
    }
    this.root.dataset.card = String(card.cardId);
    const lang = this.ctx.i18n.language();
    const text = lang === 'ja' && card.textJa ? card.textJa : card.text;
    const printingsOf = this.picked && card.cardId === this.picked.cardId;
    this.root.replaceChildren(
      el('h2', { class: 'card-panel-name', testid: 'collection-card-name' }, [pitchPip(card, t), el('span', { text: cardName(card, lang) })]),
      el('p', { class: 'card-details-type', text: card.typeLine }),
      text.trim() ? renderCardText(text) : el('p', { class: 'muted', text: t('collection.no-text') }),
      el('p', { class: 'muted', text: statLine(card, t) }),
      el('p', { class: card.scripted ? 'scripted-note' : 'muted', text: t(card.scripted ? 'collection.scripted' : 'card.unscripted-hint') }),
      ...(printingsOf ? [this.printingList()] : [el('p', { class: 'muted', text: t('collection.pick-hint') })]),
    );
    this.root.querySelector('.card-text')?.setAttribute('data-testid', 'collection-card-text');
  }

  private printingList(): HTMLElement {
    const { t } = this.ctx.i18n;
    const rows = this.printings.map((p) => {
      const code = p.shipped ? p.setCode : [p.setCode, p.number].join(' ');
      // What kind of printing: the edition and finish, or the shipped scripted set's entry.
      const kinds = p.shipped
        ? [t('collection.shipped-kind')]
        : [p.edition ? t(`edition.${p.edition}`, { defaultValue: p.edition }) : '', p.finish !== 'normal' ? t(`finish.${p.finish}`, { defaultValue: p.finish }) : ''].filter(Boolean);
      const label =
        (p.shipped ? t('collection.shipped-entry', { set: p.setCode }) : [p.setCode, p.number, p.edition ? `(${t(`edition.${p.edition}`, { defaultValue: p.edition })})` : ''].filter(Boolean).join(' ')) +
        (p.finish !== 'normal' ? ` · ${t(`finish.${p.finish}`, { defaultValue: p.finish })}` : '');
      // The code on its own line, the kinds under it, each kept whole: the 260 px panel wrapped
      // "WTR 082 (アルファ版)" inside a word ("アルフ / ァ版").
      const kindLine = kinds.flatMap((k, i) => [...(i ? [document.createTextNode(' · ')] : []), el('span', { class: p.shipped ? '' : 'printing-kind', text: k })]);
      return el('li', { class: 'printing-line' + (p.owned > 0 ? ' owned' : ''), testid: 'card-printing', attrs: { 'data-printing': String(p.printingId), 'data-set': p.setCode } }, [
        el('span', { class: 'printing-label', attrs: { title: label } }, [el('span', { class: 'printing-code', text: code }), ...(kinds.length ? [el('span', { class: 'printing-kinds muted' }, kindLine)] : [])]),
        countEditor(p.owned, t('collection.owned-of', { name: label }), (n) => void this.setOwned(p, n), 'printing-owned'),
      ]);
    });
    return el('div', { class: 'card-printings' }, [el('h3', { class: 'printings-heading', text: t('collection.printings', { count: this.printings.length }) }), el('ul', { class: 'printing-list' }, rows)]);
  }
}
