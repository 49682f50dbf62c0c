/** The rows a virtualized list must draw: [start, end) around the viewport, plus overscan. Pure. */
export function visibleRange(scrollTop: number, viewport: number, rowHeight: number, total: number, overscan = 6): { start: number; end: number } {
  if (total <= 0 || rowHeight <= 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const count = Math.ceil(Math.max(0, viewport) / rowHeight) + 1;
  const start = Math.max(0, Math.min(total - 1, first) - overscan);
  const end = Math.min(total, first + count + overscan);
  return { start, end: Math.max(start, end) };
}

/** The page numbers that hold rows [start, end). Pure. */
export function pagesFor(start: number, end: number, pageSize: number): number[] {
  if (end <= start) return [];
  const pages: number[] = [];
  for (let p = Math.floor(start / pageSize); p <= Math.floor((end - 1) / pageSize); p++) pages.push(p);
  return pages;
}
