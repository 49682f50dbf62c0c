import type { CardDef } from './types';
import {
  ABILITY_BODIES, BARE_ARG, COST_WORDS, RULE_ARGS, WORD_ARGS, WORDS, STAT_KEYS,
  type AbilityKind, type AbilityNode, type CardInput, type CostNode, type CostWord, type EffectNode,
  type KeywordValue, type RuleNode, type RuleWord, type TriggerBody, type Word,
} from './schema';
import { headOf } from './schema/one-key';
import { keywordsInText } from './compile/keywords';
import type { CardDialect } from './dialect';

type Raw = Record<string, unknown>;
const isMap = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const ABILITY_KINDS = Object.keys(ABILITY_BODIES) as AbilityKind[];
const COST_KINDS = Object.keys(COST_WORDS) as CostWord[];
const RULE_WORDS = Object.keys(RULE_ARGS) as RuleWord[];

/** Compiles written costs (one or a list) into cost nodes with defaults filled. */
export function compileCosts(raw: unknown): CostNode[] {
  if (raw === undefined) return [];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.map((c: Raw) => {
    const kind = headOf(c, COST_KINDS) as CostWord;
    const value = COST_WORDS[kind].parse(c[kind]);
    return { kind, value, ...(c.optional === true ? { optional: true as const } : {}) } as CostNode;
  });
}

/** The object form of a word's arguments: a bare value fills the word's bare argument (`draw: 2`). */
function argsOf(word: Word, value: unknown): Raw {
  const full = WORD_ARGS[word].safeParse(value);
  if (full.success) return full.data as Raw;
  const bare = BARE_ARG[word];
  if (!bare) throw new Error(`effect ${word}: arguments do not validate (not validated?)`);
  return WORD_ARGS[word].parse({ [bare.key]: value }) as Raw;
}

/** Compiles one written effect into `{word, args, ...wrappers}` (nested effects too). */
export function compileEffect(raw: Raw): EffectNode {
  const word = headOf(raw, WORDS) as Word;
  const args = argsOf(word, raw[word]);
  if (word === 'replace') {
    if (Array.isArray(args.instead)) args.instead = compileEffects(args.instead);
    if (args.first) args.first = compileEffects(args.first);
  }
  if (word === 'delayed-trigger') args.effects = compileEffects(args.effects);
  if (word === 'modify' && args.grant) args.grant = (args.grant as Raw[]).map((a, i) => compileAbility(a, i + 1));
  if (word === 'grant') args.ability = compileAbility(args.ability as Raw, 1);
  if (word === 'pay') args.cost = compileCosts(args.cost);
  const node: Raw = { word, args };
  if (raw.if !== undefined) node.if = raw.if;
  if (isMap(raw.instead)) node.instead = { if: raw.instead.if, do: compileEffects(raw.instead.do) };
  if (raw.may !== undefined) node.may = raw.may;
  if (raw.then !== undefined) node.then = compileEffects(raw.then);
  return node as unknown as EffectNode;
}

/** Compiles a written effect list. */
export function compileEffects(raw: unknown): EffectNode[] {
  return ((raw ?? []) as Raw[]).map(compileEffect);
}

function compileModes(raw: unknown): Raw[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.map((m: Raw) => ({ ...m, effects: compileEffects(m.effects) }));
}

function compileRule(raw: Raw): RuleNode {
  const word = headOf(raw, RULE_WORDS) as RuleWord;
  const args = RULE_ARGS[word].parse(raw[word]) as Raw;
  if (word === 'additional-cost') args.cost = compileCosts(args.cost);
  return { word, args } as RuleNode;
}

/** Compiles a triggered ability a profile writes (a triggered keyword's text, SCP 【Tool】). */
export function compileTriggered(body: Raw): TriggerBody {
  const a = compileAbility({ triggered: body }, 1);
  if (a.kind !== 'triggered') throw new Error('compileTriggered: not a triggered ability');
  return a.body;
}

/** Compiles one written ability (`{triggered: {...}}`) given its 1-based index among its kind. */
export function compileAbility(raw: Raw, index: number): AbilityNode {
  const kind = headOf(raw, ABILITY_KINDS) as AbilityKind;
  const parsed = ABILITY_BODIES[kind].parse(raw[kind]) as unknown;
  const body: Raw = Array.isArray(parsed) ? { effects: parsed } : { ...(parsed as Raw) };
  if ('effects' in body) body.effects = compileEffects(body.effects);
  if (body.modes) body.modes = compileModes(body.modes);
  if (kind === 'activated' || body.cost !== undefined) body.cost = compileCosts(body.cost);
  if (body.first) body.first = compileEffects(body.first);
  if (Array.isArray(body.instead)) body.instead = compileEffects(body.instead);
  if (body['when-paid']) body['when-paid'] = compileEffects(body['when-paid']);
  if (isMap(body.modify) && Array.isArray(body.modify.grant)) {
    body.modify = { ...body.modify, grant: (body.modify.grant as Raw[]).map((a, i) => compileAbility(a, i + 1)) };
  }
  if (isMap(body.rule)) body.rule = compileRule(body.rule);
  return { kind, index, body } as AbilityNode;
}

/** Compiles a card's abilities, numbering each kind from 1 in printed order. */
export function compileAbilities(raw: readonly Raw[] | undefined): AbilityNode[] {
  const seen = new Map<string, number>();
  return (raw ?? []).map((a) => {
    const kind = headOf(a, ABILITY_KINDS);
    const index = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, index);
    return compileAbility(a, index);
  });
}

/** The mana value of a mana string: `{2}{R}{R}` = 4 (X counts 0). */
export function manaValue(cost: string): number {
  let total = 0;
  for (const m of cost.matchAll(/\{([^}]+)\}/g)) total += /^\d+$/.test(m[1]) ? Number(m[1]) : m[1] === 'X' ? 0 : 1;
  return total;
}

/**
 * A validated card -> `CardDef`: the type line parsed by its game's convention (`dialect`), the
 * printed numbers and colours, the keywords of its text (an explicit `keywords:` entry wins), its
 * abilities compiled.
 */
export function compileCard(profile: string, set: string, card: CardInput, dialect: CardDialect): CardDef {
  const parts = dialect.typeLine(card.type);
  const subtypes = [...parts.subtypes, ...(card.subtypes ?? []).filter((s) => !parts.subtypes.includes(s))];
  const stats: Record<string, number> = {};
  let manaCost: string | undefined;
  for (const key of STAT_KEYS) {
    const v = card[key];
    if (typeof v === 'number') stats[key] = v;
    else if (typeof v === 'string') {
      manaCost = v;
      stats.cost = manaValue(v);
    }
  }
  if (card.cb) stats.cb = 1;
  const printed = keywordsInText(dialect.keywords, card.text);
  const values = new Map<string, KeywordValue | true>(printed.keywords);
  for (const entry of card.keywords ?? []) {
    if (typeof entry === 'string') values.set(entry, true);
    else for (const [name, value] of Object.entries(entry)) values.set(name, value);
  }
  const keywordValues: Record<string, KeywordValue> = {};
  for (const [name, value] of values) if (value !== true) keywordValues[name] = value;
  const rules = [...new Set([...printed.rules, ...(card.rules ?? [])])];
  for (const r of rules) values.set(r, values.get(r) ?? true);
  return {
    id: card.id,
    set,
    profile,
    name: card.name,
    typeLine: card.type,
    types: parts.types,
    subtypes,
    supertypes: parts.supertypes,
    classes: parts.classes,
    talents: parts.talents,
    stats,
    ...(manaCost !== undefined ? { manaCost } : {}),
    colors: dialect.colors({ ...(manaCost !== undefined ? { manaCost } : {}), ...(stats.pitch !== undefined ? { pitch: stats.pitch } : {}) }),
    keywords: [...values.keys()],
    keywordValues,
    rules,
    text: card.text,
    ...(card.ja ? { ja: card.ja } : {}),
    abilities: compileAbilities(card.abilities),
    scripted: card.scripted ?? true,
  };
}
