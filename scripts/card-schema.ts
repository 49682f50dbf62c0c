// Writes assets/schema/card.schema.json from the zod card schema, for editors (YAML language
// servers): `npx tsx scripts/card-schema.ts`. The input side is exported: what authors write.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { SetFile } from '../engine/cards/schema';
import { REPO_ROOT } from './card-files';

/** The JSON Schema of a set file. */
export function cardSchemaJson(): Record<string, unknown> {
  const schema = z.toJSONSchema(SetFile, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'ref' }) as Record<string, unknown>;
  return { ...schema, title: 'Arbiter card set', description: 'A set file under assets/sets/<profile>/<set>.yaml (engine/cards/LANGUAGE.md).' };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const out = join(REPO_ROOT, 'assets/schema/card.schema.json');
  mkdirSync(join(REPO_ROOT, 'assets/schema'), { recursive: true });
  writeFileSync(out, `${JSON.stringify(cardSchemaJson(), null, 2)}\n`);
  console.log(`wrote ${out}`);
}
