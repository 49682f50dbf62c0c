import type { CardRow, DeckProblem, DeckSection } from '../../api';
import { el } from '../../dom';
import type { Translate } from '../../i18n';
import { cardName, countEditor, pitchPip } from '../collection/rows';

/** A line of the deck being edited. */
export interface EditLine {
  card: CardRow;
  section: DeckSection;
  count: number;
}

const SECTIONS: readonly DeckSection[] = ['hero', 'main', 'inventory', 'side'];

/** What the deck panel tells its screen. */
export interface DeckLinesEvents {
  setCount(line: EditLine, count: number): void;
  setSection(line: EditLine, section: DeckSection): void;
}

/** Copies of a card the deck uses in all sections (owned copies are shared between them). */
function usedOf(lines: readonly EditLine[], cardId: number): number {
  return lines.filter((l) => l.card.cardId === cardId).reduce((n, l) => n + l.count, 0);
}

/** Draws the deck's lines grouped by section, each with its count editor and owned badge. */
export function renderLines(lines: readonly EditLine[], t: Translate, lang: string, on: DeckLinesEvents): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (const section of SECTIONS) {
    const here = lines.filter((l) => l.section === section).sort((a, b) => a.card.name.localeCompare(b.card.name) || (a.card.pitch ?? 0) - (b.card.pitch ?? 0));
    if (!here.length) continue;
    const count = here.reduce((n, l) => n + l.count, 0);
    out.push(el('h3', { class: 'section-heading', text: t('decks.section-count', { section: t(`decks.section-${section}`), count }) }));
    for (const line of here) {
      const used = usedOf(lines, line.card.cardId);
      const short = used > line.card.owned;
      const sectionSelect = el('select', { class: 'section-select', testid: 'line-section', attrs: { 'aria-label': t('decks.section') } });
      sectionSelect.replaceChildren(...SECTIONS.map((s) => el('option', { text: t(`decks.section-${s}`), attrs: { value: s } })));
      sectionSelect.value = line.section;
      sectionSelect.addEventListener('change', () => on.setSection(line, sectionSelect.value as DeckSection));
      const owned = el('span', {
        class: `owned-badge${short ? ' short' : ''}`,
        testid: 'line-owned',
        text: t('decks.owned', { count: line.card.owned }),
        attrs: short ? { title: t('decks.owned-short', { used, owned: line.card.owned }) } : {},
      });
      out.push(
        el('div', { class: `deck-line${short ? ' short' : ''}`, testid: 'deck-line', attrs: { 'data-name': line.card.name, 'data-count': String(line.count) } }, [
          pitchPip(line.card, t),
          // A long name is cut to fit the line; pointing at it shows it whole.
          el('span', { class: 'card-name', text: cardName(line.card, lang), attrs: { title: cardName(line.card, lang) } }),
          owned,
          sectionSelect,
          countEditor(line.count, t('decks.count-of', { name: line.card.name }), (n) => on.setCount(line, n), 'line'),
        ]),
      );
    }
  }
  if (!out.length) out.push(el('p', { class: 'muted', text: t('decks.empty') }));
  return out;
}

/**
 * The catalog key of a problem's text: its code, or a variant where one code says two things
 * (a deck of exactly 40 against at least 60; a young hero needed against an adult one).
 */
function problemKey(p: DeckProblem): string {
  const params = p.params ?? {};
  if (p.code === 'too-few-cards' && params.max !== undefined && params.max === params.min) return 'too-few-cards-exactly';
  if (p.code === 'hero-age' && (params.age === 'young' || params.age === 'adult')) return `hero-age-${params.age}`;
  return p.code;
}

/** A deck problem in the player's language (the service's English message when the catalog has no text for it). */
export function problemText(p: DeckProblem, t: Translate): string {
  const params = { ...p.params };
  // The engine names a format in English; the catalog names it by id in each language.
  if (typeof params.formatId === 'string') params.format = t(`deck-format.${params.formatId}`, { defaultValue: String(params.format ?? params.formatId) });
  // The cards named, listed as the language lists ("A, B" in English, "A、B" in Japanese).
  return t(`deck-problem.${problemKey(p)}`, { defaultValue: p.message, ...params, cards: p.cards.join(t('common.list-separator')) });
}

/** Draws the rule check: a legal/illegal verdict and one item per problem with its rule. */
export function renderProblems(problems: readonly DeckProblem[], legal: boolean | null, t: Translate): HTMLElement[] {
  if (legal === null) return [el('p', { class: 'muted', text: t('decks.checking') })];
  const verdict = el('p', {
    class: `verdict ${legal ? 'legal' : 'illegal'}`,
    testid: 'deck-legal',
    text: legal ? t('decks.legal') : t('decks.illegal'),
    attrs: { 'data-legal': String(legal) },
  });
  const items = problems.map((p) =>
    el('li', { class: `problem ${p.severity}`, testid: 'deck-problem', attrs: { 'data-code': p.code, 'data-severity': p.severity } }, [
      el('span', { text: problemText(p, t) }),
      p.rule ? el('span', { class: 'rule-id', text: ` ${t('decision.rule', { rule: p.rule })}` }) : null,
    ]),
  );
  return [verdict, el('ul', { class: 'problems' }, items)];
}
