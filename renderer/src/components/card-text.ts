/**
 * Printed card text as players read it (issue 17 item 3): the markdown real card data carries
 * (`**Rhinar Specialization**`, `*reminder*`) as bold and italic, cost and stat symbols
 * (`{r}`, `{p}`, `{d}`, `{h}`, `{i}`; Magic's `{G}`, `{2}`, `{T}`) as symbols, and blank lines
 * as paragraphs. The parse is pure (tested in Node); `renderCardText` builds the DOM.
 */

/** A run of text, or one symbol. */
export type Segment = { kind: 'text'; text: string; bold: boolean; italic: boolean } | { kind: 'symbol'; symbol: string };

/** The symbols a card's text may use, with what each means (the glyph's accessible name). */
export const SYMBOL_NAMES: Readonly<Record<string, string>> = {
  r: 'resource',
  p: 'power',
  d: 'defense',
  h: 'life',
  i: 'intellect',
  t: 'tap',
  T: 'tap',
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
  C: 'colorless',
  X: 'X',
};

/** Splits text into paragraphs of segments: `**bold**`, `*italic*` / `_italic_`, `{symbol}`. */
export function parseCardText(text: string): Segment[][] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter((para) => para.length > 0)
    .map(parseParagraph);
}

function parseParagraph(para: string): Segment[] {
  const out: Segment[] = [];
  let bold = false;
  let italic = false;
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ kind: 'text', text: buffer, bold, italic });
    buffer = '';
  };
  for (let i = 0; i < para.length; i++) {
    const c = para[i];
    if (c === '*' && para[i + 1] === '*') {
      flush();
      bold = !bold;
      i++;
    } else if ((c === '*' || (c === '_' && !/\w/.test(para[i - 1] ?? ''))) && closes(para, i, c)) {
      flush();
      italic = !italic;
    } else if (c === '_' && italic && !/\w/.test(para[i + 1] ?? '')) {
      flush();
      italic = false;
    } else if (c === '{') {
      const end = para.indexOf('}', i);
      const symbol = end > i ? para.slice(i + 1, end) : '';
      if (/^[A-Za-z0-9]{1,2}$/.test(symbol)) {
        flush();
        out.push({ kind: 'symbol', symbol });
        i = end;
      } else buffer += c;
    } else buffer += c === '\n' ? ' ' : c;
  }
  flush();
  return out;
}

/** Whether an italic marker at `i` is opened here and closed later (or closes one open). */
function closes(para: string, i: number, marker: string): boolean {
  return para.indexOf(marker, i + 1) > i + 1 || para.lastIndexOf(marker, i - 1) >= 0;
}

/** The accessible name of a symbol: a word for a known one, the number for a generic cost. */
export function symbolName(symbol: string): string {
  return SYMBOL_NAMES[symbol] ?? (/^\d+$/.test(symbol) ? symbol : symbol.toLowerCase());
}

/**
 * The text as plain words, for a card face drawn on the table (a canvas text has no glyph
 * spans): markdown dropped, FaB's stat symbols read as their names ("+3{p}" reads "+3 power",
 * "{r}{r}" "2 resources"), other symbols ({G}, {2}) kept in braces, paragraphs on lines.
 */
export function plainCardText(text: string): string {
  return parseCardText(text)
    .map((para) => {
      let out = '';
      for (let i = 0; i < para.length; i++) {
        const seg = para[i];
        if (seg.kind === 'text') {
          out += seg.text;
          continue;
        }
        if (!/^[a-z]$/.test(seg.symbol) || !(seg.symbol in SYMBOL_NAMES)) {
          out += `{${seg.symbol}}`;
          continue;
        }
        let run = 1;
        while (para[i + run]?.kind === 'symbol' && (para[i + run] as { symbol: string }).symbol === seg.symbol) run++;
        i += run - 1;
        const word = run > 1 ? `${run} ${SYMBOL_NAMES[seg.symbol]}s` : SYMBOL_NAMES[seg.symbol];
        out += /[\w)]$/.test(out) ? ` ${word}` : word;
      }
      return out;
    })
    .join('\n');
}

/** Builds the text's DOM: paragraphs, bold and italic runs, symbols as labelled glyphs. */
export function renderCardText(text: string, doc: Document = document): HTMLElement {
  const root = doc.createElement('div');
  root.className = 'card-text';
  for (const para of parseCardText(text)) {
    const p = doc.createElement('p');
    for (const seg of para) {
      if (seg.kind === 'symbol') {
        const glyph = doc.createElement('span');
        glyph.className = `symbol symbol-${/^\d+$/.test(seg.symbol) ? 'generic' : seg.symbol}`;
        glyph.textContent = seg.symbol.length === 1 && /[a-z]/.test(seg.symbol) ? '' : seg.symbol;
        glyph.setAttribute('role', 'img');
        glyph.setAttribute('aria-label', symbolName(seg.symbol));
        glyph.title = symbolName(seg.symbol);
        p.appendChild(glyph);
        continue;
      }
      let node: Node = doc.createTextNode(seg.text);
      if (seg.italic) {
        const em = doc.createElement('em');
        em.appendChild(node);
        node = em;
      }
      if (seg.bold) {
        const strong = doc.createElement('strong');
        strong.appendChild(node);
        node = strong;
      }
      p.appendChild(node);
    }
    root.appendChild(p);
  }
  return root;
}
