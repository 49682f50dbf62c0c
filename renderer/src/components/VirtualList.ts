import { el } from '../dom';
import { pagesFor, visibleRange } from './virtual';

/** How a virtualized list gets and draws its rows. */
export interface VirtualListOptions<T> {
  /** Fixed row height in CSS pixels (the list is only as smooth as this is true). */
  rowHeight: number;
  /** Rows fetched per request. */
  pageSize?: number;
  /** Loads rows [offset, offset + limit) and the total count. */
  load(offset: number, limit: number): Promise<{ rows: T[]; total: number }>;
  /** Draws one row; `row` is undefined while its page is loading. */
  renderRow(row: T | undefined, index: number): HTMLElement;
  /** Told the total after each load (the screen shows the count). */
  onTotal?(total: number): void;
  /** Told when a load fails. */
  onError?(err: unknown): void;
  testid?: string;
}

/**
 * A scrolling list that draws only the rows in view (plus a few): a spacer gives the
 * scrollbar the full height, and the visible rows are positioned absolutely over it. Rows
 * come in pages, fetched on demand and cached until `reset`. Over 13,081 printings the DOM
 * holds ~35 rows at any time, so scrolling stays smooth.
 */
export class VirtualList<T> {
  /** The scroll container. */
  readonly root: HTMLDivElement;
  private readonly spacer = el('div', { class: 'vlist-spacer' });
  private readonly pages = new Map<number, T[]>();
  private readonly loading = new Set<number>();
  private total = 0;
  private generation = 0;
  private frame = 0;
  private readonly pageSize: number;

  constructor(private readonly options: VirtualListOptions<T>) {
    this.pageSize = options.pageSize ?? 100;
    this.root = el('div', { class: 'vlist', testid: options.testid, attrs: { role: 'list', tabindex: '0' } }, [this.spacer]);
    this.root.addEventListener('scroll', () => this.schedule());
  }

  /** Forgets every loaded row and starts again from the top (a new query). */
  reset(): void {
    this.generation++;
    this.pages.clear();
    this.loading.clear();
    this.total = 0;
    this.root.scrollTop = 0;
    void this.fetch(0);
  }

  /** Reloads the pages in view, keeping the scroll position (after an edit). */
  refresh(): void {
    this.generation++;
    const keep = this.range();
    this.pages.clear();
    this.loading.clear();
    for (const p of pagesFor(keep.start, Math.max(keep.end, 1), this.pageSize)) void this.fetch(p);
  }

  /** Redraws the visible rows from the cache (after changing a cached row in place). */
  redraw(): void {
    this.draw();
  }

  /** How many rows the query matches. */
  count(): number {
    return this.total;
  }

  /** The loaded row at an index, if its page is loaded. */
  rowAt(index: number): T | undefined {
    return this.pages.get(Math.floor(index / this.pageSize))?.[index % this.pageSize];
  }

  private range(): { start: number; end: number } {
    return visibleRange(this.root.scrollTop, this.root.clientHeight || 600, this.options.rowHeight, this.total);
  }

  private schedule(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  private async fetch(page: number): Promise<void> {
    if (this.loading.has(page) || this.pages.has(page)) return;
    const generation = this.generation;
    this.loading.add(page);
    try {
      const r = await this.options.load(page * this.pageSize, this.pageSize);
      if (generation !== this.generation) return;
      this.pages.set(page, r.rows);
      if (r.total !== this.total) {
        this.total = r.total;
        this.options.onTotal?.(r.total);
      }
      this.draw();
    } catch (err) {
      if (generation === this.generation) this.options.onError?.(err);
    } finally {
      if (generation === this.generation) this.loading.delete(page);
    }
  }

  private draw(): void {
    const h = this.options.rowHeight;
    this.spacer.style.height = `${this.total * h}px`;
    const { start, end } = this.range();
    for (const p of pagesFor(start, end, this.pageSize)) if (!this.pages.has(p)) void this.fetch(p);
    const rows: HTMLElement[] = [];
    for (let i = start; i < end; i++) {
      const row = this.options.renderRow(this.rowAt(i), i);
      row.classList.add('vlist-row');
      // The list owns its items' roles: a row is a list item, told where it stands in the whole list.
      if (!row.hasAttribute('role')) row.setAttribute('role', 'listitem');
      row.setAttribute('aria-posinset', String(i + 1));
      row.setAttribute('aria-setsize', String(this.total));
      row.style.transform = `translateY(${i * h}px)`;
      row.style.height = `${h}px`;
      row.dataset.index = String(i);
      rows.push(row);
    }
    this.spacer.replaceChildren(...rows);
    this.root.dataset.total = String(this.total);
    this.root.dataset.drawn = String(rows.length);
  }
}
