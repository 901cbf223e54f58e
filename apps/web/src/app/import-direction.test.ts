import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkImports } from '../../scripts/check-imports';

/** A src tree that follows the direction: app → features (through index.ts) → components, lib. */
const CLEAN: Record<string, string> = {
  'lib/paths.ts': `export const paths = {};\n`,
  'components/ui/button.tsx': `import { paths } from '../../lib/paths';\nexport const Button = paths;\n`,
  'features/cart/index.ts': `export { useCart } from './use-cart';\n`,
  'features/cart/use-cart.ts': `import { paths } from '../../lib/paths';\nexport const useCart = paths;\n`,
  'features/orders/components/list.tsx': `import { useCart } from '../../cart';\nimport { Button } from '../../../components/ui/button';\nexport const List = [useCart, Button];\n`,
  'features/orders/components/other.tsx': `import type { X } from '../../cart/index';\nexport { List } from './list';\nexport type Y = X;\n`,
  'app/router.tsx': `import { List } from '../features/orders/components/list';\nimport { useCart } from '../features/cart/use-cart';\nexport default [List, useCart];\n`,
};

let dir: string;

function plant(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'kiraya-imports-'));
  plant(CLEAN);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the import-direction checker', () => {
  it('passes a tree that follows the direction', () => {
    expect(checkImports(dir)).toEqual([]);
  });

  it.each([
    ['lib/ importing a feature', 'lib/bad.ts', `import { useCart } from '../features/cart';\n`, 'lib/ must not import from features/'],
    ['lib/ importing app/', 'lib/bad.ts', `export { default } from '../app/router';\n`, 'lib/ must not import from app/'],
    [
      'components/ importing a feature',
      'components/layouts/bad.tsx',
      `import {\n  useCart,\n} from '../../features/cart/use-cart';\n`,
      'components/ must not import from features/',
    ],
    ['components/ importing app/', 'components/bad.tsx', `const r = import('../app/router');\n`, 'components/ must not import from app/'],
    ['a feature importing app/', 'features/cart/bad.ts', `import '../../app/router';\n`, 'features/ must not import from app/'],
    [
      'a feature reaching inside another',
      'features/orders/bad.ts',
      `import { useCart } from '../cart/use-cart';\n`,
      'features/orders/ may import features/cart/ only through its index.ts',
    ],
  ])('fails on %s', (_name, path, text, rule) => {
    plant({ [path]: text });
    const violations = checkImports(dir);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ file: path, rule });
  });

  it('reports the line of the import', () => {
    plant({ 'features/orders/bad.ts': `// one\n// two\nimport { x } from '../cart/use-cart';\n` });
    expect(checkImports(dir)).toMatchObject([{ file: 'features/orders/bad.ts', line: 3, specifier: '../cart/use-cart' }]);
  });
});
