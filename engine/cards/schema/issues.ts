import type { z } from 'zod';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** `abilities[0].effect[0].draw` from a zod path. */
export function formatPath(path: Path): string {
  let out = '';
  for (const p of path) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${String(p)}` : String(p);
  }
  return out;
}

function describe(issue: Issue): string[] {
  if (issue.code === 'invalid_type') return [issue.expected];
  if (issue.code === 'invalid_value') return issue.values.map((v) => JSON.stringify(v));
  if (issue.code === 'invalid_format') return [`a ${issue.format}`];
  if (issue.code === 'invalid_union') return issue.errors.flatMap((branch) => branch.filter((i) => i.path.length === 0).flatMap(describe));
  return [issue.message];
}

const depth = (issues: readonly Issue[]): number =>
  Math.max(0, ...issues.map((i) => i.path.length + (i.code === 'invalid_union' ? Math.max(0, ...i.errors.map(depth)) : 0)));

/**
 * Flattens zod issues into `path: message` lines. A union that failed everywhere at its root
 * says what it expected (`expected number or object`); one whose best branch got further
 * reports that branch's errors (the likeliest meaning of what was written).
 */
export function flattenIssues(issues: readonly Issue[], base: Path = []): string[] {
  const out: string[] = [];
  for (const issue of issues) {
    const path = [...base, ...issue.path];
    const where = formatPath(path);
    const prefix = where ? `${where}: ` : '';
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const best = [...issue.errors].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0];
      if (depth(best) > 0) {
        out.push(...flattenIssues(best, path));
        continue;
      }
      const expected = [...new Set(describe(issue))];
      out.push(`${prefix}expected ${expected.join(' or ')}`);
      continue;
    }
    if (issue.code === 'invalid_type') out.push(`${prefix}expected ${issue.expected}`);
    else if (issue.code === 'unrecognized_keys') {
      const what = issue.message.startsWith('unknown ') ? issue.message : 'unknown key';
      out.push(...issue.keys.map((k) => `${formatPath([...path, k])}: ${what}`));
    }
    else if (issue.code === 'invalid_value') out.push(`${prefix}expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`);
    else out.push(`${prefix}${issue.message}`);
  }
  return out;
}
