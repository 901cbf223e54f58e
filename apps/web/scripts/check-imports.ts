/**
 * The web app's import direction (apps/web/src/README.md):
 *   app → features → components, lib      (and everything may use @kiraya/contract and packages)
 * Rules, checked on every relative import of src/**\/*.{ts,tsx}:
 *   lib-components: lib/** and components/** import neither features/ nor app/;
 *   features-app:   features/** does not import app/;
 *   cross-feature:  a file in features/X/ imports from features/Y/ (Y ≠ X) only its public API, features/Y/index.ts(x).
 * Usage: tsx apps/web/scripts/check-imports.ts [srcDir]; prints `file:line imports X: rule` and exits 1 on a violation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Violation {
  file: string;
  line: number;
  specifier: string;
  target: string;
  rule: string;
}

const SOURCE = /\.(ts|tsx)$/;
/** `from '…'`, `import '…'`, `import('…')`, `export … from '…'`. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSources(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The top-level area of a src-relative path, and for features/ the feature's name. */
function areaOf(path: string): { area: string; feature?: string } {
  const [area = '', feature] = path.split('/');
  return area === 'features' ? { area, feature } : { area };
}

/** Why importing `target` from `file` (both src-relative, posix) breaks the direction, or null. */
export function ruleBroken(file: string, target: string): string | null {
  const from = areaOf(file);
  const to = areaOf(target);
  if ((from.area === 'lib' || from.area === 'components') && (to.area === 'features' || to.area === 'app')) {
    return `${from.area}/ must not import from ${to.area}/`;
  }
  if (from.area === 'features' && to.area === 'app') return 'features/ must not import from app/';
  if (from.area === 'features' && to.area === 'features' && from.feature !== to.feature) {
    const publicApi = new RegExp(`^features/${to.feature}(/index(\\.tsx?)?)?$`);
    if (!publicApi.test(target)) return `features/${from.feature}/ may import features/${to.feature}/ only through its index.ts`;
  }
  return null;
}

export function checkImports(srcDir: string): Violation[] {
  const root = resolve(srcDir);
  const violations: Violation[] = [];
  for (const path of listSources(root)) {
    const file = relative(root, path).split(sep).join('/');
    const lines = readFileSync(path, 'utf8').split('\n');
    lines.forEach((text, index) => {
      for (const match of text.matchAll(IMPORT)) {
        const specifier = match[1] ?? '';
        if (!specifier.startsWith('.')) continue;
        const target = posix.normalize(posix.join(posix.dirname(file), specifier)).replace(/\.(ts|tsx|js)$/, '');
        const rule = ruleBroken(file, target);
        if (rule) violations.push({ file, line: index + 1, specifier, target, rule });
      }
    });
  }
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const srcDir = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../src');
  const violations = checkImports(srcDir);
  for (const v of violations) console.log(`${posix.join('apps/web/src', v.file)}:${v.line} imports ${v.specifier}: ${v.rule}`);
  if (violations.length > 0) {
    console.log(`\n${violations.length} import(s) against the direction app → features → components, lib.`);
    process.exit(1);
  }
  console.log('Imports follow app → features → components, lib.');
}
