import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
/** The files visitor pages may reach: every rules.ts and the shared zod-free files. */
const ZOD_FREE_TOP_LEVEL = ['limits.ts', 'money.ts', 'messages.ts', 'field-errors.ts'];

function zodFreeFiles(): string[] {
  const files = ZOD_FREE_TOP_LEVEL.map((f) => join(root, f));
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isDirectory()) files.push(join(root, entry.name, 'rules.ts'));
  }
  return files;
}

describe('zod-free files', () => {
  it('import neither zod nor a schema file at run time (a visitor page would load zod with them)', () => {
    for (const file of zodFreeFiles()) {
      const runtimeImports = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^import\s/.test(line) && !/^import\s+type\s/.test(line));
      const bad = runtimeImports.filter((line) => /from 'zod'|schema\.js'|ids\.js'/.test(line));
      expect(bad, relative(root, file)).toEqual([]);
    }
  });
});
