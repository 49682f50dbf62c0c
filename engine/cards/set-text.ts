import { Lexer } from 'yaml';

/** One entry of a set file's `cards:` list: where its text is, and the line it starts on (from 1). */
export interface CardSpan {
  start: number;
  end: number;
  line: number;
}

/** A set file's text cut into its header (everything but the cards) and one span per card. */
export interface SetText {
  /**
   * The text without the card entries, each card's lines left as empty lines so a header
   * error's line is the file's line. `cards:` is then empty when `cards` is not.
   */
  header: string;
  /** Characters of the header that are not the cards' blank stand-ins (what `MAX_SET_HEADER_CHARS` caps). */
  headerChars: number;
  cards: CardSpan[];
}

// The yaml lexer's markers, which stand for no source text (yaml's cst.ts: DOCUMENT, FLOW_END, SCALAR).
const DOCUMENT = '\x02';
const FLOW_END = '\x18';
const SCALAR = '\x1f';
const isMarker = (t: string) => t === DOCUMENT || t === FLOW_END || t === SCALAR;

/** `cards:` as a top-level key with nothing after it on its line (the list follows as a block). */
const CARDS_KEY = /cards[ \t]*:[ \t]*(?:#[^\n]*)?(?:\r?\n|$)/y;

type Phase = 'header' | 'first-card' | 'cards' | 'after';

/**
 * Cuts a set file into its header and its cards without building the YAML syntax tree of the
 * whole file (a tree costs about 70 times the text: a 4 MB file took 313 MB). Only yaml's
 * lexer runs over the whole text, token by token; the loader then parses the header and each
 * card on its own. A card is an item of the block list under the top-level `cards:` key: a
 * line whose first token is `-`, outside any flow collection or scalar, at the list's indent.
 * Anything else (a flow list, a second document, a root that is not a mapping) stays in the
 * header, where the YAML parser sees it whole.
 */
export function splitSetText(text: string): SetText {
  const cards: CardSpan[] = [];
  let phase: Phase = 'header';
  let cardIndent = -1;
  let flowDepth = 0;
  let offset = 0;
  let line = 1;
  let lineCounted = 0; // `line` is the line of offset `lineCounted`
  // The current line's start, its indent, and whether its first token has been seen.
  let lineStart = 0;
  let indent = 0;
  let firstSeen = false;
  let cardsEnd = -1;

  const lineOf = (at: number) => {
    for (let i = text.indexOf('\n', lineCounted); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) line++;
    lineCounted = at;
    return line;
  };
  const closeCard = (at: number) => {
    const open = cards[cards.length - 1];
    if (open && open.end < 0) open.end = at;
  };

  /** The first token of a line outside flow collections: where cards begin and end. */
  const firstToken = (token: string) => {
    if (token === '\n' || token === '\r\n' || token.startsWith('#')) return; // blank or comment line
    firstSeen = true;
    switch (phase) {
      case 'header':
        CARDS_KEY.lastIndex = lineStart;
        if (indent === 0 && token !== '-' && CARDS_KEY.test(text)) phase = 'first-card';
        return;
      case 'first-card':
        if (token === '-') {
          phase = 'cards';
          cardIndent = indent;
          cards.push({ start: lineStart, end: -1, line: lineOf(lineStart) });
        } else phase = 'after';
        return;
      case 'cards':
        if (indent === cardIndent && token === '-') {
          closeCard(lineStart);
          cards.push({ start: lineStart, end: -1, line: lineOf(lineStart) });
        } else if (indent <= cardIndent) {
          closeCard(lineStart);
          cardsEnd = lineStart;
          phase = 'after';
        }
        return;
      case 'after':
        return;
      default: {
        const never: never = phase;
        throw new Error(`unknown phase ${String(never)}`);
      }
    }
  };

  for (const token of new Lexer().lex(text)) {
    if (token === FLOW_END) flowDepth = 0; // the lexer closed unterminated flow collections
    if (isMarker(token)) continue;
    const atLineStart = offset === 0 || text.charCodeAt(offset - 1) === 10;
    if (atLineStart) {
      lineStart = offset;
      indent = 0;
      firstSeen = false;
    }
    if (!firstSeen && flowDepth === 0 && (phase as Phase) !== 'after') {
      // Indentation is spaces (a tab after them is separation, not indent).
      // (A block scalar's text is one token from the line's start, its indentation included.)
      const lead = /^ */.exec(token)![0].length;
      if (atLineStart) indent = lead;
      if (!/^[ \t]+$/.test(token)) firstToken(token.slice(lead));
    }
    if (token === '{' || token === '[') flowDepth++;
    else if ((token === '}' || token === ']') && flowDepth > 0) flowDepth--;
    offset += token.length;
  }
  if (offset !== text.length) {
    // Every source character is in exactly one token; if not, the cut cannot be trusted: no cut.
    return { header: text, headerChars: text.length, cards: [] };
  }
  closeCard(text.length);
  if (cards.length === 0) return { header: text, headerChars: text.length, cards: [] };
  const first = cards[0].start;
  const last = cardsEnd < 0 ? text.length : cardsEnd;
  let newlines = 0;
  for (let i = text.indexOf('\n', first); i !== -1 && i < last; i = text.indexOf('\n', i + 1)) newlines++;
  const header = text.slice(0, first) + '\n'.repeat(newlines) + text.slice(last);
  return { header, headerChars: first + (text.length - last), cards };
}
