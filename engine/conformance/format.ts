import { z } from 'zod';
import { parseDocument } from 'yaml';
import type { DecisionKind } from '../decisions/types';

/**
 * The scenario format of `../shared/conformance/FORMAT.md`, version 1: YAML text in, typed
 * scenarios out, every problem named by file, scenario id and key path
 * (`fab.yaml: fab/x: script[3].play.targts: unknown key`). Pure: no Node imports.
 */

/** A decision answer as a scenario writes it (aliases, seats, card ids, numbers, yes/no, a split). */
export type Pick = string | number | boolean | string[] | Record<string, number>;

/** A card placed by a scenario, after `id*N` expansion. `at` is its key path in the file. */
export interface CardSpec {
  card: string;
  as?: string;
  counters?: Record<string, number>;
  damage?: number;
  tapped?: boolean;
  controller?: string;
  faceDown?: boolean;
  stats?: Record<string, number>;
  at: string;
}

/** One player's stats and zones. */
export interface PlayerSpec {
  stats: Record<string, number>;
  zones: Record<string, CardSpec[]>;
}

/** An expected value: a plain value (lists compare as sets) or a matcher. */
export type Expected = Plain | Matcher;
/** A plain expected value. */
export type Plain = string | number | boolean | null | Plain[];
/** `{contains}`, `{lacks}`, `{ordered}`, `{gte}`, `{lte}`, `{not}`; several keys must all hold. */
export interface Matcher {
  matcher: true;
  contains?: Plain[];
  lacks?: Plain[];
  ordered?: Plain[];
  gte?: number;
  lte?: number;
  not?: Expected;
}

/** One `path: expected` check. `at` locates it in the file (`expect[2]`). */
export interface Check {
  path: string;
  expected: Expected;
  at: string;
}

/** A runner-made event as written (references still aliases and seats). */
export type EventSpec =
  | { type: 'damage'; source: string; to: string[]; amount: number; kind?: string; unpreventable?: boolean; noCounter?: boolean }
  | { type: 'damage-batch'; items: Array<{ source: string; to: string[]; amount: number; kind?: string }> }
  | { type: 'destroy'; target: string }
  | { type: 'move'; card: string; to: string; player?: string; position?: 'top' | 'bottom' }
  | { type: 'enter'; card: string; zone?: string; controller?: string }
  | { type: 'draw'; player: string; count: number }
  | { type: 'discard'; player: string; card: string }
  | { type: 'gain-life'; player: string; amount: number; source?: string }
  | { type: 'counters'; card: string; kind: string; amount: number }
  | { type: 'heal'; target: string; amount: number }
  | { type: 'roll'; player: string };

/** A player action step (also the body of `illegal`). */
export type ActionStep =
  | { type: 'play'; by?: string; card: string; targets?: string[]; mode?: number; x?: number; choices?: Record<string, Pick> }
  | { type: 'activate'; by?: string; card: string; ability: number; targets?: string[] }
  | { type: 'attack'; by?: string; with: string; target?: string }
  | { type: 'defend'; by?: string; with: string[] }
  | { type: 'pass'; by: string };

/** A script step; `at` is its key path (`script[3]`). */
export type Step = { at: string } & (
  | ActionStep
  | { type: 'resolve'; what: 'top' | 'all' }
  | { type: 'advance'; to: string }
  | { type: 'event'; event: EventSpec }
  | { type: 'choose'; by?: string; kind: DecisionKind; pick: Pick; optional: boolean }
  | { type: 'rig'; dice: number[]; random: string[] }
  | { type: 'check'; checks: Check[] }
  | { type: 'illegal'; action: ActionStep }
);

/** A parsed scenario. */
export interface Scenario {
  id: string;
  profile: string;
  rules: string[];
  title: string;
  seats: string[];
  turn: string;
  start?: string;
  players: Record<string, PlayerSpec>;
  script: Step[];
  expect: Check[];
}

/** One scenario of a file: parsed, or the problems that stop it from running. */
export type ParsedEntry =
  | { ok: true; scenario: Scenario; file: string; index: number }
  | { ok: false; id: string; file: string; index: number; problems: string[] };

/** The decision kinds scenarios may answer (FORMAT.md "Decisions"). */
export const decisionKinds = [
  'order-replacements', 'first-player', 'order-triggers', 'order-effects', 'targets', 'mode', 'number',
  'split', 'may', 'cards', 'name-card', 'source', 'copy', 'pay', 'order-cards',
] as const satisfies readonly DecisionKind[];

/** Every step type, in FORMAT.md order. */
export const stepTypes = ['play', 'activate', 'attack', 'defend', 'pass', 'resolve', 'advance', 'event', 'choose', 'rig', 'check', 'illegal'] as const;

const actionSteps = ['play', 'activate', 'attack', 'defend', 'pass'] as const;
const matcherKeys = ['contains', 'lacks', 'ordered', 'gte', 'lte', 'not'] as const;

/** Formats a key path the way messages show it: `script[3].play.targts`. */
export function keyPath(base: string, parts: readonly PropertyKey[]): string {
  let out = base;
  for (const p of parts) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p);
  return out;
}

/** Problems found while reading one scenario; each is `path: message`. */
class Problems {
  readonly list: string[] = [];
  add(path: string, message: string): void {
    this.list.push(path ? `${path}: ${message}` : message);
  }
  /** Parses `value` with a zod schema; issues become `path: message` (unknown keys one each). */
  parse<T>(schema: z.ZodType<T>, value: unknown, path: string): T | undefined {
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    for (const issue of r.error.issues) {
      const at = keyPath(path, issue.path);
      if (issue.code === 'unrecognized_keys') for (const k of issue.keys) this.add(keyPath(at, [k]), 'unknown key');
      else this.add(at, issue.message);
    }
    return undefined;
  }
}

const name = z.string().min(1);
// YAML 1.2 reads yes/no as strings; scenarios use them as booleans (`optional: yes`).
const flag = z.preprocess((v) => (v === 'yes' ? true : v === 'no' ? false : v), z.boolean());
const ref = z.union([name, z.number().transform(String)]);
const refList = z.union([z.array(ref), ref.transform((r) => [r])]);
const pick: z.ZodType<Pick> = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string(), z.number().transform(String)])),
  z.record(z.string(), z.number()),
]);
const numbers = z.record(z.string(), z.number());

const cardMap = z
  .object({
    card: name,
    as: name.optional(),
    counters: numbers.optional(),
    damage: z.number().int().min(0).optional(),
    tapped: flag.optional(),
    controller: name.optional(),
    faceDown: flag.optional(),
    stats: numbers.optional(),
  })
  .strict();

const by = name.optional();
const actionSchemas = {
  play: z
    .object({ by, card: ref, targets: refList.optional(), mode: z.number().int().optional(), x: z.number().int().min(0).optional(), choices: z.record(z.string(), pick).optional() })
    .strict(),
  activate: z.object({ by, card: ref, ability: z.number().int().min(1), targets: refList.optional() }).strict(),
  attack: z.object({ by, with: ref, target: ref.optional() }).strict(),
  defend: z.object({ by, with: refList.default([]) }).strict(),
  pass: z.union([name.transform((s) => ({ by: s })), z.object({ by: name }).strict()]),
};

const count = z.number().int();
const eventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('damage'), source: ref, to: refList, amount: count, kind: name.optional(), unpreventable: flag.optional(), noCounter: flag.optional() }).strict(),
  z.object({ type: z.literal('damage-batch'), items: z.array(z.object({ source: ref, to: refList, amount: count, kind: name.optional() }).strict()).min(1) }).strict(),
  z.object({ type: z.literal('destroy'), target: ref }).strict(),
  z.object({ type: z.literal('move'), card: ref, to: name, player: name.optional(), position: z.enum(['top', 'bottom']).optional() }).strict(),
  z.object({ type: z.literal('enter'), card: ref, zone: name.optional(), controller: name.optional() }).strict(),
  z.object({ type: z.literal('draw'), player: name, count: count.min(0).default(1) }).strict(),
  z.object({ type: z.literal('discard'), player: name, card: ref }).strict(),
  z.object({ type: z.literal('gain-life'), player: name, amount: count, source: ref.optional() }).strict(),
  z.object({ type: z.literal('counters'), card: ref, kind: name, amount: count }).strict(),
  z.object({ type: z.literal('heal'), target: ref, amount: count }).strict(),
  z.object({ type: z.literal('roll'), player: name }).strict(),
]);

const chooseSchema = z
  .object({ by, kind: z.enum(decisionKinds), pick, optional: flag.default(false) })
  .strict();
const rigSchema = z.object({ dice: z.array(z.number().int()).default([]), random: refList.default([]) }).strict();

const topSchema = z
  .object({
    id: name,
    profile: name,
    rules: z.array(name),
    title: z.string(),
    seats: z.array(name).min(1).optional(),
    turn: name.optional(),
    start: name.optional(),
    players: z.record(z.string(), z.unknown()),
    script: z.array(z.unknown()).nullable().optional(),
    expect: z.array(z.unknown()),
  })
  .strict();

function isMap(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function oneKey(v: unknown, path: string, problems: Problems, what: string): [string, unknown] | undefined {
  if (!isMap(v) || Object.keys(v).length !== 1) {
    problems.add(path, `a ${what} is a one-key map`);
    return undefined;
  }
  const [k] = Object.keys(v);
  return [k, v[k]];
}

function parseCards(value: unknown, path: string, problems: Problems): CardSpec[] {
  if (value === null || value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.add(path, 'a zone is a list of cards');
    return [];
  }
  const out: CardSpec[] = [];
  value.forEach((entry, i) => {
    const at = `${path}[${i}]`;
    if (typeof entry === 'string') {
      const m = /^(.+?)\*(\d+)$/.exec(entry);
      if (!m) return void out.push({ card: entry, at });
      for (let n = 0; n < Number(m[2]); n++) out.push({ card: m[1], at: `${at}(copy ${n + 1})` });
      return;
    }
    const card = problems.parse(cardMap, entry, at);
    if (card) out.push({ ...card, at });
  });
  return out;
}

function parsePlayers(raw: Record<string, unknown>, seats: string[], problems: Problems): Record<string, PlayerSpec> {
  const players: Record<string, PlayerSpec> = {};
  for (const seat of seats) players[seat] = { stats: {}, zones: {} };
  for (const [seat, body] of Object.entries(raw)) {
    const path = `players.${seat}`;
    if (!seats.includes(seat)) {
      problems.add(path, `not a seat (seats: ${seats.join(', ')})`);
      continue;
    }
    if (body === null || body === undefined) continue;
    if (!isMap(body)) {
      problems.add(path, 'a player is a map of stats and zones');
      continue;
    }
    for (const [key, value] of Object.entries(body)) {
      // A number is a stat, a list a zone: the profile (through the host) judges the names.
      if (typeof value === 'number') players[seat].stats[key] = value;
      else players[seat].zones[key] = parseCards(value, `${path}.${key}`, problems);
    }
  }
  return players;
}

function parsePlain(v: unknown, path: string, problems: Problems): Plain {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) return v.map((x, i) => parsePlain(x, `${path}[${i}]`, problems));
  problems.add(path, 'expected a plain value or a list');
  return null;
}

function asList(v: unknown, path: string, problems: Problems): Plain[] {
  const p = parsePlain(v, path, problems);
  return Array.isArray(p) ? p : [p];
}

/** Reads an expected value: a map is a matcher, anything else a plain value. */
function parseExpected(v: unknown, path: string, problems: Problems): Expected {
  if (!isMap(v)) return parsePlain(v, path, problems);
  const m: Matcher = { matcher: true };
  if (Object.keys(v).length === 0) problems.add(path, 'an empty matcher');
  for (const [k, value] of Object.entries(v)) {
    const at = `${path}.${k}`;
    switch (k as (typeof matcherKeys)[number]) {
      case 'contains':
      case 'lacks':
      case 'ordered':
        m[k as 'contains'] = asList(value, at, problems);
        break;
      case 'gte':
      case 'lte':
        if (typeof value === 'number') m[k as 'gte'] = value;
        else problems.add(at, 'expected a number');
        break;
      case 'not':
        m.not = parseExpected(value, at, problems);
        break;
      default:
        problems.add(at, `unknown matcher key (matchers: ${matcherKeys.join(', ')})`);
    }
  }
  return m;
}

/** Reads a list of checks (`expect`, `check`); a map with several paths counts as several checks. */
function parseChecks(value: unknown, path: string, problems: Problems): Check[] {
  const list = Array.isArray(value) ? value : isMap(value) ? [value] : null;
  if (!list) {
    problems.add(path, 'checks are a list of `path: expected` maps');
    return [];
  }
  const out: Check[] = [];
  list.forEach((item, i) => {
    const at = `${path}[${i}]`;
    if (!isMap(item) || Object.keys(item).length === 0) return problems.add(at, 'a check is a `path: expected` map');
    for (const [p, expected] of Object.entries(item)) out.push({ path: p, expected: parseExpected(expected, `${at}.${p}`, problems), at });
  });
  return out;
}

function parseAction(type: string, body: unknown, path: string, problems: Problems): ActionStep | undefined {
  const schema = actionSchemas[type as keyof typeof actionSchemas];
  const parsed = problems.parse(schema as z.ZodType<Record<string, unknown>>, body, path);
  return parsed ? ({ type, ...parsed } as ActionStep) : undefined;
}

function parseStep(raw: unknown, at: string, problems: Problems): Step | undefined {
  const kv = oneKey(raw, at, problems, 'script step');
  if (!kv) return undefined;
  const [type, body] = kv;
  const path = `${at}.${type}`;
  if ((actionSteps as readonly string[]).includes(type)) {
    const action = parseAction(type, body, path, problems);
    return action && { ...action, at };
  }
  switch (type) {
    case 'resolve':
      if (body === 'top' || body === 'all') return { type, what: body, at };
      problems.add(path, 'expected `top` or `all`');
      return undefined;
    case 'advance':
      if (typeof body === 'string' && body) return { type, to: body, at };
      problems.add(path, 'expected a phase or step name, `next-turn` or `end-of-turn`');
      return undefined;
    case 'event': {
      const event = problems.parse(eventSchema, body, path);
      return event && { type, event: event as EventSpec, at };
    }
    case 'choose': {
      const c = problems.parse(chooseSchema, body, path);
      return c && { type, ...c, at };
    }
    case 'rig': {
      const r = problems.parse(rigSchema, body, path);
      return r && { type, ...r, at };
    }
    case 'check':
      return { type, checks: parseChecks(body, path, problems), at };
    case 'illegal': {
      const inner = oneKey(body, path, problems, 'illegal action');
      if (!inner) return undefined;
      if (!(actionSteps as readonly string[]).includes(inner[0])) {
        problems.add(`${path}.${inner[0]}`, `not an action step (actions: ${actionSteps.join(', ')})`);
        return undefined;
      }
      const action = parseAction(inner[0], inner[1], `${path}.${inner[0]}`, problems);
      return action && { type, action, at };
    }
    default:
      problems.add(path, `unknown step (steps: ${stepTypes.join(', ')})`);
      return undefined;
  }
}

/** Reads one scenario from its YAML value. Problems are `path: message` strings. */
export function parseScenario(raw: unknown): { scenario?: Scenario; id?: string; problems: string[] } {
  const problems = new Problems();
  const id = isMap(raw) && typeof raw.id === 'string' ? raw.id : undefined;
  if (!isMap(raw)) return { problems: ['a scenario is a map'] };
  const top = problems.parse(topSchema, raw, '');
  if (!top) return { id, problems: problems.list };
  const seats = top.seats ?? ['A', 'B'];
  if (new Set(seats).size !== seats.length) problems.add('seats', 'a seat is listed twice');
  const turn = top.turn ?? seats[0];
  if (!seats.includes(turn)) problems.add('turn', `"${turn}" is not a seat (seats: ${seats.join(', ')})`);
  const players = parsePlayers(top.players, seats, problems);
  const script: Step[] = [];
  (top.script ?? []).forEach((s, i) => {
    const step = parseStep(s, `script[${i}]`, problems);
    if (step) script.push(step);
  });
  const expect = parseChecks(top.expect, 'expect', problems);
  if (problems.list.length > 0) return { id, problems: problems.list };
  const scenario: Scenario = { id: top.id, profile: top.profile, rules: top.rules, title: top.title, seats, turn, players, script, expect };
  if (top.start !== undefined) scenario.start = top.start;
  return { scenario, id, problems: [] };
}

/** Reads a scenario file's text: one scenario or a list. Malformed YAML is one failed entry named after the file. */
export function parseScenarioFile(text: string, file: string): ParsedEntry[] {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: true });
  if (doc.errors.length > 0) {
    const message = doc.errors.map((e) => e.message.split('\n')[0]).join('; ');
    return [{ ok: false, id: file, file, index: 0, problems: [`malformed YAML: ${message}`] }];
  }
  const value: unknown = doc.toJS();
  if (value === null || value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((raw, index): ParsedEntry => {
    const r = parseScenario(raw);
    if (r.scenario) return { ok: true, scenario: r.scenario, file, index };
    const where = Array.isArray(value) ? `[${index}]` : '';
    return { ok: false, id: r.id ?? `${file}${where}`, file, index, problems: r.problems };
  });
}

/** The message for a problem: `file: id: path: message`. */
export function describeProblem(file: string, id: string, problem: string): string {
  return `${file}: ${id}: ${problem}`;
}
