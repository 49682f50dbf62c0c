import type { CardRow } from '../../api';
import { el } from '../../dom';
import type { Translate } from '../../i18n';

const PITCH_CLASS = ['', 'pitch-red', 'pitch-yellow', 'pitch-blue'];

/** The card's name in the UI language (the Japanese name where the catalogue has one). */
export function cardName(row: CardRow, lang: string): string {
  return lang === 'ja' && row.nameJa ? row.nameJa : row.name;
}

/** A small colored pip for a FaB pitch value (empty for other games). */
export function pitchPip(row: CardRow, t: Translate): HTMLElement {
  const pip = el('span', { class: `pip ${PITCH_CLASS[row.pitch ?? 0] ?? ''}` });
  if (row.game === 'fab' && row.pitch) pip.title = t(`filters.pitch-${row.pitch}`);
  return pip;
}

/** A card's stats in one short line: cost, power, defense, hp where printed. */
export function statLine(row: CardRow, t: Translate): string {
  const parts: string[] = [];
  if (row.costText ?? row.cost !== null) parts.push(t('card.cost', { value: row.costText ?? row.cost }));
  if (row.power !== null) parts.push(t('card.power', { value: row.power }));
  if (row.defense !== null) parts.push(t('card.defense', { value: row.defense }));
  if (row.hp !== null) parts.push(t('card.hp', { value: row.hp }));
  return parts.join(' · ');
}

/** A − [n] + editor for a count; `onSet` gets the new value (never below zero). */
export function countEditor(value: number, label: string, onSet: (n: number) => void, testid: string): HTMLElement {
  const input = el('input', { class: 'count-input', testid: `${testid}-input`, attrs: { type: 'number', min: '0', max: '99999', value: String(value), 'aria-label': label } });
  const minus = el('button', { class: 'count-step', testid: `${testid}-minus`, text: '−', attrs: { type: 'button', 'aria-label': `${label} −1` } });
  const plus = el('button', { class: 'count-step', testid: `${testid}-plus`, text: '+', attrs: { type: 'button', 'aria-label': `${label} +1` } });
  minus.disabled = value <= 0;
  const set = (n: number) => {
    if (Number.isFinite(n) && n >= 0 && n !== value) onSet(Math.min(99_999, Math.floor(n)));
  };
  minus.addEventListener('click', () => set(value - 1));
  plus.addEventListener('click', () => set(value + 1));
  input.addEventListener('change', () => set(Number(input.value)));
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') set(Number(input.value));
  });
  return el('div', { class: 'count-editor' + (value > 0 ? ' has-count' : '') }, [minus, input, plus]);
}
