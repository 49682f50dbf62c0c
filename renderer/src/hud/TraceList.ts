import type { BoardView, TraceEntry } from '../../../engine/index';
import { el } from '../dom';
import type { Language, Translate } from '../i18n';
import { ruleText } from '../i18n/rule-texts';
import { formatLogLine } from './log-format';

/**
 * A rule trace read as a judge's reasons ("why?", issue 17 item 4): each entry's rule ID,
 * what that rule says in the player's language, and what the engine decided with it. The
 * objects an entry involves are named on its element (`data-objects`) so the table can
 * highlight them.
 */
export function traceList(entries: readonly TraceEntry[], view: BoardView, t: Translate, lang: Language, seatName: (seat: string) => string): HTMLOListElement {
  const list = el('ol', { class: 'trace-list', testid: 'trace-list' });
  if (entries.length === 0) list.appendChild(el('li', { class: 'trace-empty muted', text: t('why.none') }));
  for (const entry of entries) {
    const said = ruleText(entry.rule, lang);
    const item = el('li', { class: 'trace-entry', testid: 'trace-entry', attrs: { 'data-rule': entry.rule } }, [
      el('code', { class: 'trace-rule', text: entry.rule }),
      el('span', { class: 'trace-decided', text: formatLogLine({ key: entry.key, params: entry.params, turn: entry.turn }, view, t, seatName) }),
      said === undefined ? null : el('span', { class: 'trace-rule-text muted', text: said }),
    ]);
    if (entry.objects?.length) item.dataset.objects = entry.objects.join(' ');
    list.appendChild(item);
  }
  return list;
}
