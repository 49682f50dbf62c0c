import type { KeywordValue } from '../schema/common';

/** How a keyword is printed: its label and the value after it (a profile's dialect lists them: `cards/dialect.ts`). */
export interface KeywordSpec {
  name: string;
  label: string;
  /** none: "Go again"; number: "Ward 1" / "Spellvoid X"; paren: "Soul Change (Dragon)"; counter: "Harvest grain 2". */
  value: 'none' | 'number' | 'paren' | 'counter';
}

/** A keyword as a dialect lists it: its name, printed label and value form. */
export const keyword = (name: string, label: string, value: KeywordSpec['value'] = 'none'): KeywordSpec => ({ name, label, value });

/** Splits text into sentences and lines, keeping parentheses (reminder text) whole. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  let cur = '';
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    if (c === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && (c === '\n' || ((c === '.' || c === '!') && (i + 1 === text.length || /\s/.test(text[i + 1]))))) {
      if (cur.trim()) out.push(cur.trim());
      cur = '';
      continue;
    }
    cur += c;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function match(spec: KeywordSpec, sentence: string): KeywordValue | true | undefined {
  const label = escape(spec.label);
  const tail = '(?:\\s*\\(.*\\))?$|,';
  const patterns: Record<KeywordSpec['value'], RegExp> = {
    none: new RegExp(`^${label}(?:${tail})`, 'i'),
    number: new RegExp(`^${label} (\\d+|X)(?:${tail})`, 'i'),
    paren: new RegExp(`^${label} \\(([^)]+)\\)$`, 'i'),
    counter: new RegExp(`^${label} ([a-z-]+) (\\d+)$`, 'i'),
  };
  const m = patterns[spec.value].exec(sentence);
  if (!m) return undefined;
  if (spec.value === 'none') return true;
  if (spec.value === 'counter') return { counter: m[1].toLowerCase(), amount: Number(m[2]) };
  if (spec.value === 'number') return /^\d+$/.test(m[1]) ? Number(m[1]) : 'x';
  return m[1];
}

/**
 * The keywords a card prints: a sentence that is one of its game's keywords `specs` ("Go again",
 * "Ward 1 (reminder)", "Spellvoid X, where ...") and every 【Rule】 name (SCP-607).
 * A keyword mentioned inside a longer sentence ("it has dominate") is not printed on the card.
 */
export function keywordsInText(specs: readonly KeywordSpec[], text: string): { keywords: Map<string, KeywordValue | true>; rules: string[] } {
  const keywords = new Map<string, KeywordValue | true>();
  for (const s of sentences(text)) {
    const parts = s.split(/\.\s+/);
    for (const part of parts) {
      for (const spec of specs) {
        // Printed text may mark keywords in bold (fab-cube's `**Blade Break**`): the marks are not part of it.
        const v = match(spec, part.replace(/\*\*/g, '').trim());
        if (v !== undefined) keywords.set(spec.name, v);
      }
    }
  }
  const rules = [...text.matchAll(/【([^】]+)】/g)].map((m) => m[1].trim().toLowerCase().replace(/\s+/g, '-'));
  for (const r of rules) keywords.set(r, true);
  return { keywords, rules };
}
