import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { Providers } from './app/providers';
import { AppRoutes, preloadRoutes } from './app/router';
import { setApiTransport } from './lib/api-client';
import type { Language } from './lib/i18n';
import { loadAllAreas, renderIn } from './lib/i18n/store';
import { createQueryClient } from './lib/query-client';
import { StaticRouter } from './lib/router';

/**
 * The visitor pages rendered on the server: the same routes and components as the browser's, over a query cache the
 * server fills by calling its own API in-process. The browser hydrates the markup with the same cache (main.tsx).
 *
 * How the data gets there without a list of queries per page: each render leaves in the cache the queries its
 * components asked for; those still waiting are fetched, and the page is rendered again, until a render asks for
 * nothing new (a product page needs three rounds: the product, then the similar items of its category). Each render
 * is synchronous, so the language it runs in is set just before it.
 */

export interface RenderOptions {
  language: Language;
  /** Rounds of fetching and rendering at most; whatever is still loading after them is left to the browser. */
  maxRounds?: number;
  /** Time for the data, in total; after it the page is sent with what has arrived. */
  budgetMs?: number;
}

export interface Rendered {
  /** The markup inside #root. */
  html: string;
  /** The query cache for the browser to start from (the server writes it as JSON into the page). */
  state: unknown;
}

/**
 * Where the pages' relative `/api/…` requests go: the server itself (Fastify's inject). Called once, when the server
 * loads this bundle.
 */
export function connect(fetch: (url: string, init: RequestInit) => Promise<Response>): void {
  setApiTransport(fetch);
}

const catalogues = loadAllAreas();

/** A query a component asked for that has neither data nor a request under way, and is not switched off. */
function waiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false && typeof query.options.queryFn === 'function';
}

const failed = (query: Query) => query.state.status === 'error';

async function fetchWaiting(client: QueryClient, deadline: number): Promise<number> {
  const queries = client.getQueryCache().getAll().filter(waiting);
  if (queries.length === 0) return 0;
  const left = deadline - Date.now();
  if (left <= 0) return 0;
  await Promise.race([
    Promise.allSettled(queries.map((query) => query.fetch().catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, left)),
  ]);
  return queries.length;
}

/**
 * Renders `url` (path and query) in `language`. (A render that throws is caught by the caller, which then sends the
 * plain shell.)
 */
export async function render(url: string, options: RenderOptions): Promise<Rendered> {
  await catalogues;
  const { pathname, search } = new URL(url, 'http://kiraya.local');
  // The screens' chunks first: each render is synchronous, and a screen still loading would render as nothing.
  await preloadRoutes({ pathname, search });
  const client = createQueryClient();
  const deadline = Date.now() + (options.budgetMs ?? 1500);
  const page = () => {
    renderIn(options.language);
    return renderToString(
      <Providers client={client}>
        <StaticRouter location={`${pathname}${search}`}>
          <AppRoutes />
        </StaticRouter>
      </Providers>,
    );
  };

  let html = page();
  for (let round = 1; round < (options.maxRounds ?? 4); round += 1) {
    if ((await fetchWaiting(client, deadline)) === 0) break;
    html = page();
  }
  // A failed query is left to the browser to ask again (and show its own error); only answers travel.
  for (const query of client.getQueryCache().getAll().filter(failed)) client.getQueryCache().remove(query);
  return { html: stripHoisted(html), state: dehydrate(client) };
}

/**
 * React hoists a screen's <title> (PageTitle) into <head> in the browser; in a string render it stays in place. The
 * server writes the page's own <title> in <head>, so the one inside the markup is dropped.
 */
function stripHoisted(html: string): string {
  return html.replace(/<title>[^<]*<\/title>/g, '');
}
