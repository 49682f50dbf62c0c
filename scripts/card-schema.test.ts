import { describe, expect, it } from 'vitest';
import { cardSchemaJson } from './card-schema';
import { readRepoFile } from './card-files';

describe('card.schema.json', () => {
  it('describes set files, effect words included', () => {
    const json = JSON.stringify(cardSchemaJson());
    expect(json).toContain('"deal-damage"');
    expect(json).toContain('"additional-cost"');
  });

  it('is up to date (regenerate with npx tsx scripts/card-schema.ts)', () => {
    expect(JSON.parse(readRepoFile('assets/schema/card.schema.json') ?? '{}')).toEqual(cardSchemaJson());
  });
});
