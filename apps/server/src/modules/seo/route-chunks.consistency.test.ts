import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isRenderedPath } from './page-render.js';
import { SCREENS } from './route-chunks.js';

// route-chunks.ts's SCREENS is written out by hand from the web app's router table (its `import()` calls must stay
// static for Vite, so one table cannot drive both). This reads apps/web/src/app/router.tsx's source and fails when the
// two disagree: a rendered path without its screen module or message areas would hydrate a trip over the network later.

const routerFile = new URL('../../../../web/src/app/router.tsx', import.meta.url);
const publicRoutes = new URL('../../../../web/src/app/routes/public/', import.meta.url);
const source = readFileSync(routerFile, 'utf8');

interface Loader {
  /** The module `import()` names, as written (`./routes/public/home-page`). */
  module: string;
  /** The message areas of `withAreas(...)`; none for a plain `() => import(...)`. */
  areas: string[];
}

interface Route {
  /** The route's path as the router has it, without the leading slash ('' for the index route). */
  path: string;
  loader: string;
}

/** `const name = withAreas([areas], () => import('module'))` or `const name = () => import('module')`. */
function loadersOf(text: string): Map<string, Loader> {
  const loaders = new Map<string, Loader>();
  const declaration = /const\s+(\w+)\s*=\s*(?:withAreas\(\s*\[([^\]]*)\]\s*,\s*)?\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)/g;
  for (const [, name, areas, module] of text.matchAll(declaration)) {
    const listed = [...(areas ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1] as string);
    loaders.set(name as string, { module: module as string, areas: listed });
  }
  return loaders;
}

/** `{ key: 'Name', 'key-2': 'Name' }` → its keys (the routes' paths). */
const keysOf = (table: string) => [...table.matchAll(/(?:'([^']+)'|([\w-]+))\s*:\s*'[^']*'/g)].map((m) => (m[1] ?? m[2]) as string);

/**
 * The routes of the `routes` table: `{ index: true, ...lazy(loader, …) }`, `screen('path', loader, …)`,
 * `screens(loader, { path: … })` and `area(role, loader, layout, { path: … })`. Every route sits under path-less layouts,
 * so each path is from the site's root.
 */
function routesOf(text: string): Route[] {
  const table = text.slice(text.indexOf('export const routes'));
  const routes: Route[] = [];
  for (const [, loader] of table.matchAll(/\{\s*index:\s*true\s*,\s*\.\.\.lazy\(\s*(\w+)\s*,/g))
    routes.push({ path: '', loader: loader as string });
  for (const [, path, loader] of table.matchAll(/\bscreen\(\s*'([^']*)'\s*,\s*(\w+)\s*,/g)) {
    routes.push({ path: path as string, loader: loader as string });
  }
  for (const [, loader, paths] of table.matchAll(/\bscreens\(\s*(\w+)\s*,\s*\{([^}]*)\}\s*\)/g)) {
    for (const path of keysOf(paths as string)) routes.push({ path, loader: loader as string });
  }
  for (const [, loader, paths] of table.matchAll(/\barea\(\s*'\w+'\s*,\s*(\w+)\s*,\s*'\w+'\s*,\s*\{([^}]*)\}\s*\)/g)) {
    for (const path of keysOf(paths as string)) routes.push({ path, loader: loader as string });
  }
  return routes;
}

/** Pathnames the route matches: each `:param` as a number and as a slug (the router takes any segment). */
function examplesOf(path: string): string[] {
  if (path.includes('*')) return [];
  return [...new Set(['42', 'furniture'].map((value) => `/${path.replace(/:\w+/g, value)}`))];
}

const loaders = loadersOf(source);
const routes = routesOf(source);
/** Every example pathname of every route, with the screen module and areas the router loads for it. */
const examples = routes.flatMap((route) => {
  const loader = loaders.get(route.loader);
  return examplesOf(route.path).map((pathname) => ({ pathname, route, loader }));
});
/** The SCREENS entry `routePreloads` picks for a pathname: the first that matches. */
const screenOf = (pathname: string) => SCREENS.find(([pattern]) => pattern.test(pathname));

describe('route-chunks SCREENS and the web router (apps/web/src/app/router.tsx)', () => {
  it('reads the router table', () => {
    // Every `import(` of the router is a loader declaration this test understands, and every route's loader is one.
    expect(loaders.size, 'loader declarations parsed vs `import(` calls in router.tsx').toBe(source.match(/\bimport\(/g)?.length);
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((r) => !loaders.has(r.loader)).map((r) => `${r.path} → ${r.loader}`)).toEqual([]);
    expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['', 'product/:id', 'property', 'owner-dashboard']));
  });

  for (const [pattern, module, areas] of SCREENS) {
    describe(`SCREENS entry ${pattern} → ${module} [${areas.join(', ')}]`, () => {
      const matched = examples.filter(({ pathname }) => screenOf(pathname)?.[0] === pattern);

      it('is the entry of at least one of the router’s paths', () => {
        expect(matched.length, `no router.tsx route has a path that ${pattern} matches (ahead of the earlier entries)`).toBeGreaterThan(0);
      });

      it('is for paths the server renders', () => {
        const unrendered = matched.filter(({ pathname }) => !isRenderedPath(pathname)).map(({ pathname }) => pathname);
        expect(unrendered, 'paths of this entry that page-render.ts isRenderedPath does not render').toEqual([]);
      });

      it('names the screen module the router’s routes load', () => {
        expect(existsSync(new URL(`${module}.tsx`, publicRoutes)), `apps/web/src/app/routes/public/${module}.tsx exists`).toBe(true);
        for (const { pathname, route, loader } of matched) {
          const where = `${pathname}: router.tsx route '${route.path}' (loader ${route.loader}) imports`;
          expect(loader?.module, `${where} ${loader?.module}, SCREENS says ${module}`).toBe(`./routes/public/${module}`);
        }
      });

      it('has the message areas the router’s routes load', () => {
        for (const { pathname, route, loader } of matched) {
          const where = `${pathname}: router.tsx route '${route.path}' (loader ${route.loader}) has withAreas`;
          expect([...areas].sort(), `${where} [${loader?.areas.join(', ')}], SCREENS says [${areas.join(', ')}]`).toEqual(
            [...(loader?.areas ?? [])].sort(),
          );
        }
      });
    });
  }

  it('has an entry for every path of the router the server renders', () => {
    const rendered = examples.filter(({ pathname }) => isRenderedPath(pathname));
    expect(rendered.length).toBeGreaterThan(0);
    const missing = rendered
      .filter(({ pathname }) => !screenOf(pathname))
      .map(({ pathname, route }) => `${pathname} (route '${route.path}')`);
    expect(missing, 'router.tsx paths the server renders (isRenderedPath) that no SCREENS entry matches').toEqual([]);
  });
});
