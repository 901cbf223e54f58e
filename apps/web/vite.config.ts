import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, parseAst } from 'vite';

const api = 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: api, changeOrigin: true },
  '/uploads': { target: api, changeOrigin: true },
};

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
}

/** Initialisers that may hide calls; literals, identifiers and functions are already free. */
const WRAPPED = new Set([
  'CallExpression',
  'ObjectExpression',
  'ArrayExpression',
  'MemberExpression',
  'NewExpression',
  'ConditionalExpression',
]);

/**
 * Visitor screens import constants from @kiraya/contract but run none of its zod schemas (the
 * account forms do, in their own lazy chunks). A bundler cannot prove `const x = z.object(...)`
 * free of side effects, so each schema (and all of zod, ~25 KB gzip) would ship on every page. This wraps each top-level initialiser of the contract in a
 * pure-annotated arrow, `/* @__PURE__ *\/ (() => (z.object(...)))()`: identical at run time,
 * and dropped by tree-shaking when nothing reads it.
 */
function pureContractInitialisers(): Plugin {
  return {
    name: 'kiraya:pure-contract-initialisers',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]packages[\\/]contract[\\/]src[\\/](?:[^\\/]+[\\/])*[^\\/]+\.ts$/.test(id)) return null;
      const program = parseAst(code) as unknown as { body: Node[] };
      const edits: { at: number; text: string }[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations ?? []) {
          if (!init || !WRAPPED.has(init.type) || code.slice(init.start, init.end).includes('await')) continue;
          edits.push({ at: init.start, text: '/* @__PURE__ */ (() => (' }, { at: init.end, text: '))()' });
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
      return { code: out, map: null };
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every text asset of the build, so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing on every request or, as
 * before, not at all. A variant that would not be smaller is not written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kiraya:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : resolve(config.root, config.build.outDir);
    },
    // closeBundle: after the public folder (sw.js, the manifest) has been copied too. The server-rendering bundle is never sent.
    async closeBundle() {
      if (!outDir) return;
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const data = await readFile(path);
          const [br, gzipped] = await Promise.all([
            brotli(data, {
              params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
            }),
            gz(data, { level: 9 }),
          ]);
          if (br.length < data.length) await writeFile(`${path}.br`, br);
          if (gzipped.length < data.length) await writeFile(`${path}.gz`, gzipped);
        }),
      );
    },
  };
}

/**
 * Two builds (`npm run build`): the browser's app in dist/, and `--ssr src/entry-server.tsx` in dist-server/, the same
 * routes and components for the server to render visitor pages with (apps/server/src/modules/seo/page-render.ts).
 * dist-server is outside dist/, so it is never served.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), pureContractInitialisers(), precompress()],
  server: { port: 5173, proxy },
  // The server-rendering bundle carries its own React, router and query code: it runs from wherever the server finds
  // it (the e2e server serves a copy from a temporary folder), with no node_modules beside it.
  ssr: { noExternal: true },
  preview: { proxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports (es2022) knows <link rel="modulepreload">: no polyfill in every first visit.
    modulePreload: { polyfill: false },
    // Fonts stay files: a face is fetched only where its unicode-range is used, while a data: URL would ride in every
    // page's stylesheet (the 2.4 KB "हिन्दी" label face, index.css).
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    // dist/.vite/manifest.json: which chunks each screen's module needs, so the server can have a rendered page's
    // screen fetched with the app instead of after it has run (apps/server/src/modules/seo/route-chunks.ts).
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Message catalogues are named by language and area, so the server can preload the page's shell texts
            // (apps/server/src/modules/seo/page-render.ts `languageHead`) and a person can tell them apart.
            chunkFileNames: (chunk) => {
              const catalogue = /[\\/]lib[\\/]i18n[\\/]messages[\\/](en|hi)[\\/](\w+)\.ts$/.exec(chunk.facadeModuleId ?? '');
              return catalogue ? `assets/i18n-${catalogue[1]}-${catalogue[2]}-[hash].js` : 'assets/[name]-[hash].js';
            },
            // React and TanStack Query change far less often than the app: one long-cached chunk.
            advancedChunks: {
              groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack)[\\/]/ }],
            },
          },
        },
  },
}));
