/**
 * Builds the one-line rule explanations the "why?" view shows (issue 17) from the rules documents
 * in ../shared: English from the digest (rules/DIGEST.md), Japanese from the seeds themselves
 * (seeds/*.txt, the games' own Japanese text). Rules the documents do not number (the kernel's
 * general rules, a profile's own) are written by hand in renderer/src/i18n/rules/kernel.<lang>.json.
 *
 *   npx tsx scripts/rule-texts.ts [path/to/shared]
 *
 * Writes renderer/src/i18n/rules/seed.en.json and seed.ja.json; rule-texts.test.ts checks they
 * are current whenever ../shared is there.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '../..');
export const RULES_DIR = join(ROOT, 'renderer/src/i18n/rules');

/** The first sentence of a rule's text, without the document's markers, at most `max` characters. */
export function firstSentence(text: string, max = 220): string {
  let t = text.replace(/§/g, '').replace(/\[[\d.]+\]/g, '').replace(/\s+/g, ' ').trim();
  const ja = t.indexOf('。');
  if (ja >= 0) t = t.slice(0, ja + 1);
  else {
    const en = /^(.+?[.;])(\s|$)/.exec(t);
    if (en && en[1].length > 40) t = en[1].replace(/;$/, '.');
  }
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}

/** Digest lines `- ID text` (with continuation lines) -> English texts by rule ID. */
export function digestTexts(digest: string): Record<string, string> {
  const out: Record<string, string> = {};
  let id: string | undefined;
  let text = '';
  const flush = (): void => {
    if (id !== undefined && text) out[id] = firstSentence(text);
    id = undefined;
    text = '';
  };
  for (const line of digest.split('\n')) {
    const m = /^- ((?:FAB|GR|CHR|MTG|SCP)-[A-Za-z0-9.-]+) (.*)$/.exec(line);
    if (m) {
      flush();
      id = m[1];
      text = m[2];
    } else if (id !== undefined && /^\s{2,}\S/.test(line)) text += ` ${line.trim()}`;
    else flush();
  }
  flush();
  return out;
}

/** Japanese texts by rule ID from the seeds' own numbering. */
export function seedTexts(files: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (id: string, text: string): void => {
    const t = firstSentence(text);
    if (t && out[id] === undefined) out[id] = t;
  };
  for (const [name, body] of Object.entries(files)) {
    const lines = body.split('\n');
    lines.forEach((raw, i) => {
      const line = raw.trim();
      if (name.startsWith('000_')) {
        const m = /^(6\.\d+(?:\.\d+[a-z]?)?)\s+(.+)$/.exec(line);
        if (m) put(`FAB-${m[1]}`, m[2]);
      } else if (name.startsWith('001_')) {
        const m = /^(13-\d+(?:[a-z](?:-\d+[a-z]?)?)?)\.\s*(.+)$/.exec(line);
        if (m) put(`GR-${m[1]}`, m[2]);
      } else if (name.startsWith('003_')) {
        const m = /^-\s*(61[3-6](?:\.\d+[a-z]?)?)\s+(.+)$/.exec(line);
        if (m) put(`MTG-${m[1]}`, m[2]);
      } else if (name.startsWith('004_')) {
        const m = /^(6\d\d\.\d+[a-z]?)(?:\s+(.+))?$/.exec(line);
        if (m) {
          const next = m[2] ?? lines.slice(i + 1).map((l) => l.trim()).find((l) => l.length > 0) ?? '';
          if (!/^6\d\d\.\d/.test(next)) put(`SCP-${m[1]}`, next);
        }
      }
    });
  }
  return out;
}

/** Both generated catalogues from a shared folder. */
export function buildRuleTexts(shared: string): { en: Record<string, string>; ja: Record<string, string> } {
  const en = digestTexts(readFileSync(join(shared, 'rules/DIGEST.md'), 'utf8'));
  const seeds = join(shared, 'seeds');
  const files = Object.fromEntries(readdirSync(seeds).map((f) => [f, readFileSync(join(seeds, f), 'utf8')]));
  const ja = seedTexts(files);
  const sorted = (r: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)));
  return { en: sorted(en), ja: sorted(ja) };
}

export function serialize(texts: Record<string, string>): string {
  return `${JSON.stringify(texts, null, 2)}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const shared = resolve(process.argv[2] ?? join(ROOT, '../shared'));
  const { en, ja } = buildRuleTexts(shared);
  writeFileSync(join(RULES_DIR, 'seed.en.json'), serialize(en));
  writeFileSync(join(RULES_DIR, 'seed.ja.json'), serialize(ja));
  console.log(`rule texts: ${Object.keys(en).length} English (digest), ${Object.keys(ja).length} Japanese (seeds)`);
}
