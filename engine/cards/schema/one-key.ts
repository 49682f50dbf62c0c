import { z } from 'zod';

/**
 * A map that holds exactly one of `heads` (its word) plus any of `extras` (modifiers):
 * `{draw: 2, if: ...}`. Written as one strict object so errors point at the word's field
 * (`effect[0].draw`) and an unknown word is an unknown key.
 */
export function oneKey<H extends z.ZodRawShape, E extends z.ZodRawShape>(what: string, heads: H, extras: E) {
  const optionalHeads = Object.fromEntries(Object.entries(heads).map(([k, s]) => [k, (s as z.ZodType).optional()]));
  const names = Object.keys(heads);
  return z
    .strictObject({ ...optionalHeads, ...extras } as unknown as { [K in keyof H]: z.ZodOptional<H[K]> } & E, {
      error: (iss) => (iss.code === 'unrecognized_keys' ? `unknown ${what}` : undefined),
    })
    .check((payload) => {
      const value = payload.value as Record<string, unknown>;
      const present = names.filter((n) => value[n] !== undefined);
      // An unknown key already says what is wrong (a misspelt word): no second error.
      const unknown = payload.issues.some((i) => i.code === 'unrecognized_keys');
      if (present.length !== 1 && !(present.length === 0 && unknown)) {
        payload.issues.push({
          code: 'custom',
          input: value,
          message: present.length === 0 ? `expected one ${what} (${names.join(', ')})` : `expected one ${what}, got ${present.join(' and ')}`,
        });
      }
    });
}

/** The word of a validated one-key map. */
export function headOf(value: Record<string, unknown>, heads: readonly string[]): string {
  const head = heads.find((h) => value[h] !== undefined);
  if (!head) throw new Error('one-key map without a word (not validated?)');
  return head;
}
