import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const doc = fs.readFileSync(path.join(root, 'docs/security.md'), 'utf8');

// Every `file:line` the page cites, with the code quoted right after it (in the table's next
// cell, or after a colon in the notes).
const citations = [...doc.matchAll(/`([\w./-]+\.(?:ts|yml|json)):(\d+)`(?: \| |: )`([^`]+)`/g)].map((m) => ({ file: m[1], line: Number(m[2]), code: m[3] }));

describe('docs/security.md matches the code', () => {
  it('cites every item of Electron\'s checklist', () => {
    const items = new Set([...doc.matchAll(/^\| (\d+) \|/gm)].map((m) => Number(m[1])));
    expect([...items].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it.each(citations.map((c) => [`${c.file}:${c.line}`, c] as const))('%s holds the code it quotes', (_name, c) => {
    const lines = fs.readFileSync(path.join(root, c.file), 'utf8').split('\n');
    expect(lines[c.line - 1]?.trim(), `${c.file}:${c.line}`).toContain(c.code.trim());
  });

  it('has citations to check', () => {
    expect(citations.length).toBeGreaterThanOrEqual(25);
  });
});
