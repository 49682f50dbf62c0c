import type { CaseResult } from './runner';

/**
 * What the CLI prints and writes (FORMAT.md "Runner"): one line per case, a summary line,
 * and the suite's skip list applied honestly. Pure, so it is tested without a process.
 */

/** The reason given to a case that passes although skips.ts lists it. */
export const listedButPasses = 'passes but is listed in skips.ts: remove it';

/**
 * Applies the skip list (`--suite`): a listed case that fails becomes `skip` with the list's
 * reason; a listed case that passes becomes a failure, so the list never hides a fixed case.
 */
export function applySkips(results: readonly CaseResult[], skips: Readonly<Record<string, string>>): CaseResult[] {
  return results.map((r) => {
    const why = Object.prototype.hasOwnProperty.call(skips, r.id) ? skips[r.id] : undefined;
    if (why === undefined) return r;
    if (r.status === 'pass') return { id: r.id, status: 'fail', reason: listedButPasses };
    return { id: r.id, status: 'skip', reason: why };
  });
}

/** Fails every case after the first with the same id (ids must be unique across files). */
export function failDuplicates(results: ReadonlyArray<CaseResult & { file: string }>): CaseResult[] {
  const seen = new Map<string, string>();
  return results.map(({ file, ...r }) => {
    const first = seen.get(r.id);
    if (first === undefined) {
      seen.set(r.id, file);
      return r;
    }
    return { id: r.id, status: 'fail', reason: `${file}: duplicate scenario id (also in ${first})` };
  });
}

/** The line printed for one case. */
export function caseLine(r: CaseResult): string {
  if (r.status === 'pass') return `PASS ${r.id}`;
  if (r.status === 'skip') return `SKIP ${r.id}: ${r.reason ?? ''}`;
  if (r.reason === listedButPasses) return `PASS ${r.id} (listed in skips.ts: remove it)`;
  return `FAIL ${r.id}: ${r.reason ?? 'failed'}`;
}

/** The summary line: `N passed, M failed` (and `, K skipped` when any were). */
export function summaryLine(results: readonly CaseResult[]): string {
  const count = (s: CaseResult['status']) => results.filter((r) => r.status === s).length;
  const skipped = count('skip');
  return `${count('pass')} passed, ${count('fail')} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

/** The `--json` records. */
export function jsonRecords(results: readonly CaseResult[]): Array<{ id: string; status: CaseResult['status']; reason: string | null }> {
  return results.map((r) => ({ id: r.id, status: r.status, reason: r.reason ?? null }));
}
