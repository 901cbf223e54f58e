import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A stand-in for the web build in a temporary folder: `dist/index.html` shaped like Vite's (a default description and
 * title, the entry script and stylesheet (`options.css`), an empty #root), files under `dist/assets/` by name and, when given, the
 * server-rendering bundle `dist-server/entry-server.js`.
 */
export function fakeWebBuild(options: { renderer?: string; assets?: Record<string, string>; css?: string } = {}): {
  dist: string;
  remove: () => void;
} {
  const root = mkdtempSync(join(tmpdir(), 'kiraya-web-'));
  const dist = join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Default description." />
    <title>Kiraya</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
    <link rel="stylesheet" crossorigin href="/assets/index-Zz9.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`,
  );
  mkdirSync(join(dist, 'assets'));
  for (const [name, text] of Object.entries(options.assets ?? {})) writeFileSync(join(dist, 'assets', name), text);
  writeFileSync(join(dist, 'assets', 'index-Zz9.css'), options.css ?? 'body{margin:0}');
  if (options.renderer !== undefined) {
    mkdirSync(join(root, 'dist-server'));
    writeFileSync(join(root, 'dist-server', 'entry-server.js'), options.renderer);
  }
  return { dist, remove: () => rmSync(root, { recursive: true, force: true }) };
}
