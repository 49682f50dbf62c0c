/**
 * Which rule a ruling cites. The kernel implements one effects system and writes its trace and
 * refusals with the rule IDs of the document it was modelled on (mostly FAB-6, with MTG-614/616,
 * GR-13, CHR and SCP rules where one game's document says it best). A player of another game
 * must see *their* game's rule: each profile maps the kernel's IDs to its own (a Magic
 * prevention shield cites MTG-615.7, not FAB-6.4.10a); where a game's documents are silent, the
 * ruling cites the kernel's own rule (an ID with no game prefix, explained in the catalogs as
 * "Arbiter's general rule"), never another game's.
 */
export interface Citations {
  /** The prefix of this game's rule IDs (`MTG`, `GR`, ...). */
  readonly prefix: string;
  /**
   * Kernel rule ID -> this game's rule ID. A key stands for itself and every rule below it
   * (`FAB-6.4.10` covers `FAB-6.4.10a` ... unless `FAB-6.4.10h` has an entry of its own).
   */
  readonly table: Readonly<Record<string, string>>;
}

/** The rule-ID prefixes of the games the engine knows; an ID without one is the kernel's own. */
export const GAME_PREFIXES = ['FAB', 'GR', 'CHR', 'MTG', 'SCP', 'HOUSE'] as const;

const PREFIX = new RegExp(`^(${GAME_PREFIXES.join('|')})-`);

/** The game prefix of a rule ID, or undefined for the kernel's own rules (`PLAY`, `ATTACH`). */
export function gamePrefix(rule: string): string | undefined {
  return PREFIX.exec(rule)?.[1];
}

/**
 * The kernel's own rules, cited where a game's documents are silent: each game-specific ID the
 * kernel uses, by family, names the general mechanism it stands for. Keys cover the rules below
 * them as in `Citations.table`. A test keeps every ID the kernel writes covered.
 */
export const KERNEL_RULES: Readonly<Record<string, string>> = {
  'FAB-1.1.3': 'RULES-CONFLICT',
  'FAB-KW-INTIMIDATE': 'HIDDEN-UNTIL-END-OF-TURN',
  'FAB-KW-REVEAL': 'REVEAL',
  'MTG-106.4': 'MANA',
  'SCP-600.1': 'ACTIONS-FORBIDDEN',
  'FAB-6.1': 'ONE-SHOT-EFFECT',
  'FAB-6.1.3': 'EFFECT-CONDITION',
  'FAB-6.2': 'CONTINUOUS-EFFECT',
  'FAB-6.2.2b': 'CONTINUOUS-VARIABLES-FIXED',
  'FAB-6.2.2d': 'CONTINUOUS-CONDITION',
  'FAB-6.2.4': 'FUTURE-OBJECT',
  'FAB-6.2.5': 'APPLICATION-EVENT',
  'FAB-6.2.5a': 'APPLICATION-ORDER',
  'FAB-6.3': 'CHARACTERISTICS',
  'FAB-6.3.1': 'RULE-MODIFYING-EFFECT',
  'FAB-6.3.4': 'TIMESTAMP',
  'FAB-6.4': 'REPLACEMENT',
  'FAB-6.4.1a': 'REPLACEMENT-SUB-EVENT',
  'FAB-6.4.7': 'REPLACEMENT-SELF',
  'FAB-6.4.8': 'REPLACEMENT-PROPERTY',
  'FAB-6.4.10': 'PREVENTION',
  'FAB-6.4.11': 'REPLACEMENT-OUTCOME',
  'FAB-6.5': 'REPLACEMENT-ORDER',
  'FAB-6.6': 'TRIGGER',
  'FAB-6.6.2': 'TRIGGER-INLINE',
  'FAB-6.6.3': 'TRIGGER-DELAYED',
  'FAB-6.6.5c': 'TRIGGER-STATE',
  'FAB-6.6.5d': 'TRIGGER-ORDINAL',
  'FAB-6.6.5e': 'TRIGGER-LIMIT',
  'FAB-6.6.5f': 'TRIGGER-LIMIT',
  'FAB-6.6.6': 'TRIGGER-ON-STACK',
  'FAB-6.6.6a': 'TRIGGER-NO-TARGET',
  'FAB-6.6.6b': 'TRIGGER-ORDER',
  'MTG-613': 'CHARACTERISTICS',
  'MTG-614': 'REPLACEMENT',
  'MTG-614.7': 'EVENT-DID-NOT-HAPPEN',
  'MTG-614.8': 'REGENERATION',
  'MTG-614.9': 'REDIRECTION',
  'MTG-614.11': 'EVENT-DID-NOT-HAPPEN',
  'MTG-614.15': 'REPLACEMENT-ORDER',
  'MTG-614.17': 'EVENT-FORBIDDEN',
  'MTG-616': 'REPLACEMENT-ORDER',
  'MTG-616.1c': 'REPLACEMENT-PROPERTY',
  'MTG-616.1d': 'REPLACEMENT-PROPERTY',
  'GR-13-2': 'DAMAGE',
  'GR-13-2b-3': 'DAMAGE-DEALT',
  'GR-13-3': 'DAMAGE-REDUCTION',
  'CHR-ACT-2': 'COSTS',
  'CHR-ACT-3': 'WIPE-COST-SICKNESS',
  'CHR-ACT-4': 'COSTS-PAID',
  'CHR-ACT-5': 'RESOLVES-WITHOUT-SOURCE',
  'CHR-TRG-3': 'TRIGGER-ORDER',
  'CHR-TRG-4': 'RESOLVES-WITHOUT-SOURCE',
  'CHR-SOUL-1': 'NO-STACK',
  'CHR-SPL-2': 'TARGET-RESTRICTION',
  'CHR-KW-SOULSTONE': 'REPLACEMENT',
  'SCP-601.2': 'RESTRICTION-REWINDS',
  'SCP-601.2c': 'COSTS-UNPAYABLE',
  'SCP-601.4a': 'RETARGETED',
  'SCP-601.4b': 'NEGATED',
  'SCP-603.3': 'NO-LEGAL-TARGET',
  'SCP-603.4': 'NEGATED',
  'SCP-603.5': 'USE-LIMIT',
  'SCP-603.6': 'TIMING',
  'SCP-604.3': 'TRIGGER-OPTIONAL',
  'SCP-604.4b': 'NEGATED',
  'SCP-606.4': 'REPLACEMENT-OPTIONAL',
  'SCP-607.4': 'RULE-EFFECT',
};

/** The rule one level up: `FAB-6.4.10h` -> `FAB-6.4.10` -> `FAB-6.4`; `GR-13-3d-2b` -> `GR-13-3d-2`. */
function parent(rule: string): string | undefined {
  const letters = /^(.*\d)[a-z]+$/.exec(rule);
  if (letters) return letters[1];
  const cut = Math.max(rule.lastIndexOf('.'), rule.lastIndexOf('-'));
  // A bare prefix (`FAB`, `PRIORITY`) names no rule: stop there.
  const up = cut > 0 ? rule.slice(0, cut) : undefined;
  return up?.includes('-') ? up : undefined;
}

/** The entry of `table` for `rule` or the nearest rule above it. */
export function lookupFamily(table: Readonly<Record<string, string>>, rule: string): string | undefined {
  for (let r: string | undefined = rule; r !== undefined; r = parent(r)) {
    const hit = table[r];
    if (hit !== undefined) return hit;
  }
  return undefined;
}

const memo = new WeakMap<Citations, Map<string, string>>();

/**
 * The rule a profile cites for a kernel rule: its own where it has one, the rule itself when it is
 * this game's or the kernel's, else the kernel's general rule for that mechanism.
 */
export function cite(citations: Citations | undefined, rule: string): string {
  if (citations === undefined) return rule;
  let cache = memo.get(citations);
  if (cache === undefined) memo.set(citations, (cache = new Map()));
  const known = cache.get(rule);
  if (known !== undefined) return known;
  const prefix = gamePrefix(rule);
  const cited =
    prefix === citations.prefix ? rule : (lookupFamily(citations.table, rule) ?? (prefix === undefined ? rule : (lookupFamily(KERNEL_RULES, rule) ?? 'KERNEL')));
  cache.set(rule, cited);
  return cited;
}
