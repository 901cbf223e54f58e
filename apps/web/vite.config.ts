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
      if (!/[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/.test(id)) return null;
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

export default defineConfig({
  plugins: [react(), tailwindcss(), pureContractInitialisers()],
  server: { port: 5173, proxy },
  preview: { proxy },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // React, the router and TanStack Query change far less often than the app: one long-cached chunk.
        advancedChunks: {
          groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack)[\\/]/ }],
        },
      },
    },
  },
});
