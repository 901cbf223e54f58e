import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogueChunk, type Language, modulePreload } from './page-render.js';

/**
 * The screen code a rendered page hydrates with, preloaded with the app. The browser hydrates only once the screen's
 * chunk and its message areas are in (apps/web/src/main.tsx `preloadRoutes`); the app asked for them only after its
 * own code had run, a second trip over a phone network. The build's manifest (dist/.vite/manifest.json, vite.config.ts)
 * says which chunks each screen's module needs; this table says which screen module, and which message areas
 * (`withAreas` in apps/web/src/app/router.tsx), each rendered path has. A path or a file the build does not have simply
 * gets no preload: the app then fetches it as before. The web's `import()` calls must stay static for Vite, so the
 * table is written out here; route-chunks.consistency.test.ts fails when it and the router's table disagree.
 */
export const SCREENS: readonly [RegExp, string, readonly string[]][] = [
  [/^\/$/, 'home-page', ['home']],
  [/^\/category\/[^/]+$/, 'category-page', ['catalogue']],
  [/^\/(?:property|home-appliances|dresses)$/, 'category-list-pages', ['catalogue']],
  [/^\/product\/\d+$/, 'product-page', ['catalogue']],
  [/^\/listing\/\d+$/, 'listing-page', ['catalogue']],
  [/^\/owners\/\d+$/, 'owner-profile-page', ['catalogue', 'trust']],
  [/^\/search$/, 'search-page', ['catalogue']],
  [/^\/explore-all$/, 'explore-all-page', ['catalogue']],
  [/^\/about$/, 'about-page', ['home']],
  [/^\/contact$/, 'contact-page', ['home']],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** `(pathname, language) → modulepreload links` for the rendered pages; empty for others, or without a manifest. */
export function routePreloads(webDist: string, template: string): (pathname: string, language: Language) => string {
  const file = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const assets = readdirSync(join(webDist, 'assets'));
  // What the page's head already fetches (the entry and its imports).
  const inHead = new Set([...template.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((m) => m[1] as string));
  const chunksOf = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || key === 'index.html' || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) chunksOf(imported, into);
  };
  const cache = new Map<string, string>();
  return (pathname, language) => {
    const screen = SCREENS.find(([path]) => path.test(pathname));
    if (!screen) return '';
    const key = `${language}:${screen[1]}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const files = new Set<string>();
    chunksOf(`src/app/routes/public/${screen[1]}.tsx`, files);
    const names = [...files].map((f) => f.replace(/^assets\//, '')).filter((name) => !inHead.has(name));
    for (const area of screen[2]) {
      const catalogue = catalogueChunk(assets, language, area);
      if (catalogue) names.push(catalogue);
    }
    const links = names.map(modulePreload).join('\n    ');
    cache.set(key, links);
    return links;
  };
}
