import type { CardDef } from './types';
import { SELECTOR_WORDS } from './schema';
import type { CardDialect } from './dialect';

/** A coded lint finding about one card. */
export interface LintFinding {
  code: 'keyword-not-on-card' | 'activated-without-cost' | 'target-without-targets' | 'rolled-without-roll' | 'unknown-reference' | 'text-not-scripted';
  card: string;
  message: string;
}

type Node = unknown;
const SELECTOR_KEYS = new Set(['to', 'what', 'affects', 'on', 'target', 'player', 'by', 'of', 'item', 'controller', 'owner', 'who', 'from', 'filter', 'hero', 'attack', 'card', 'object', 'source']);
const WORDS = new Set<string>(SELECTOR_WORDS);
/** Values of selector keys that are zones, kinds or other words, not selectors. */
const NOT_SELECTORS = new Set(['hand', 'deck', 'graveyard', 'discard', 'arena', 'battlefield', 'site', 'stack', 'exile', 'banished', 'soul', 'pitch', 'arsenal', 'tales', 'sandboxes', 'soul-yard', 'ca-yard', 'damage-zone', 'counter-zone', 'any', 'spell', 'ability', 'card', 'activated', 'cross-test']);

const CANT_ACTS = new Set(['play', 'activate', 'attack', 'cross-test', 'draw', 'gain-keyword', 'trigger', 'act', 'choose']);

function walk(node: Node, visit: (key: string, value: Node, parent: Record<string, Node>) => void): void {
  if (Array.isArray(node)) node.forEach((n) => walk(n, visit));
  else if (typeof node === 'object' && node !== null) {
    for (const [k, v] of Object.entries(node)) {
      visit(k, v, node as Record<string, Node>);
      walk(v, visit);
    }
  }
}

/** Names an ability declares: its targets' `name`s and its `choose` words' `as`. */
function declared(ability: Node): Set<string> {
  const names = new Set<string>();
  walk(ability, (k, v, parent) => {
    if (k === 'name' && 'target' in parent && typeof v === 'string') names.add(v);
    if (k === 'as' && typeof v === 'string') names.add(v);
  });
  return names;
}

/**
 * Coded findings for one compiled card: printed keywords of its game (`dialect`) it lacks, activated abilities with no
 * cost written (`cost: []` says "no cost" on purpose), `target`/`rolled` used without targets or a
 * roll, selector names nothing declares, text with nothing scripted.
 */
export function lintCard(card: CardDef, dialect: CardDialect): LintFinding[] {
  const out: LintFinding[] = [];
  const add = (code: LintFinding['code'], message: string) => out.push({ code, card: card.id, message });
  const abilitiesText = JSON.stringify(card.abilities);
  for (const { name, label } of dialect.keywords) {
    const mentioned = new RegExp(`\\b${label.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}\\b`, 'i').test(card.text);
    if (mentioned && card.scripted && !card.keywords.includes(name) && !abilitiesText.includes(`"${name}"`)) {
      add('keyword-not-on-card', `text mentions ${label} but the card neither has nor grants ${name}`);
    }
  }
  // Reminder text alone (FaB's Cracked Bauble: "(A player may add ...)") has no rules meaning to script.
  const rulesText = card.text.replace(/\([^)]*\)/g, '').trim();
  if (card.scripted && rulesText !== '' && card.abilities.length === 0 && card.keywords.length === 0) {
    add('text-not-scripted', 'the card has text but no abilities or keywords (set scripted: false if it is not scripted yet)');
  }
  for (const ability of card.abilities) {
    const body = ability.body as Record<string, Node>;
    if (ability.kind === 'activated' && (body.cost as unknown[]).length === 0 && !('limit' in body) && !('only-if' in body)) {
      add('activated-without-cost', `activated ability ${ability.index} has no cost`);
    }
    const text = JSON.stringify(body);
    const hasTargets = /"targets":\[/.test(text);
    if (/":"target"/.test(text) && !hasTargets) add('target-without-targets', `${ability.kind} ability ${ability.index} refers to target but declares no targets`);
    if (/"rolled"/.test(text) && !/"word":"roll"/.test(text) && !/"event":"roll"/.test(text)) add('rolled-without-roll', `${ability.kind} ability ${ability.index} reads rolled without rolling`);
    const names = declared(body);
    walk(body, (k, v, parent) => {
      if (!SELECTOR_KEYS.has(k) || typeof v !== 'string') return;
      // `card` is a card id outside event patterns (`create-token: {card: ponder}`); `what` of `cant` is an act.
      if ((k === 'card' && !('event' in parent)) || (k === 'what' && CANT_ACTS.has(v))) return;
      if (WORDS.has(v) || names.has(v) || NOT_SELECTORS.has(v) || !/^[a-z][a-z-]*$/.test(v)) return;
      add('unknown-reference', `${ability.kind} ability ${ability.index}: ${k}: "${v}" is neither a selector word nor a declared name`);
    });
  }
  return out;
}
