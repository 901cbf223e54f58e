import {
  type AnchorHTMLAttributes,
  createContext,
  createElement,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { matchRoutes, type Params, type RouteMatch, type RouteObject } from './match';

/**
 * The router of the app: React Router's declarative API (BrowserRouter, StaticRouter, useRoutes, Outlet, Link,
 * NavLink, Navigate and the location hooks) for the part of it this app uses, in 2.2 KB compressed. React Router's own build
 * ships as one module whose parts reach each other (framework mode, data routers, prefetching), so even a
 * BrowserRouter alone brought ~13 KB of compressed JavaScript into every first visit. docs/decisions/0010-own-router.md
 * says what is kept of React Router's behaviour and what is left out.
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that opened this entry carried (`navigate(to, { state })`), kept across reloads. */
  state: unknown;
  /** The history entry's identity: 'default' for the entry the browser opened itself. */
  key: string;
}

/** How the current location was reached: the browser (first load, Back, Forward), a link or navigate(), or a replace. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type To = string;

interface Navigator {
  push(path: string, state: unknown): void;
  replace(path: string, state: unknown): void;
  go(delta: number): void;
}

interface RouterState {
  location: Location;
  navigationType: NavigationType;
  navigator: Navigator;
}

const RouterContext = createContext<RouterState | null>(null);

interface RouteState {
  outlet: ReactNode;
  params: Params;
}

const RouteContext = createContext<RouteState>({ outlet: null, params: {} });

function useRouter(): RouterState {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A route hook was used outside a <BrowserRouter> or <StaticRouter>');
  return router;
}

/* ───────────────────────── Locations ───────────────────────── */

const ORIGIN = 'http://kiraya.invalid';

/** `to` as the location it names, resolved against the current one ('?' keeps the path and clears the query). */
function resolve(to: To, from: Pick<Location, 'pathname' | 'search'>): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const url = new URL(to, ORIGIN + from.pathname + from.search);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const pathOf = (l: Pick<Location, 'pathname' | 'search' | 'hash'>) => l.pathname + l.search + l.hash;

/** A URL with a scheme or starting with '//' goes elsewhere: a plain link, not a navigation inside the app. */
const external = (to: To) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The history entry's record, in the shape React Router wrote, so entries made before this router still read. */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

/** The tab's current history entry as this router reads it (empty where nothing was written). */
const currentEntry = () => (window.history.state ?? {}) as EntryState;

/** The current entry's place in the tab's history; an entry without one (the tab's first, or one made outside the app)
 * is entry 0. */
const entryIndex = () => currentEntry().idx ?? 0;

function browserLocation(): Location {
  const entry = currentEntry();
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
}

/* ───────────────────────── Routers ───────────────────────── */

/**
 * The browser's router. Each change of location is rendered in a transition, so a screen whose chunk is still loading
 * leaves the current one on screen (lib/route-loading.ts) instead of a blank fallback.
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [state, setState] = useState<{ location: Location; navigationType: NavigationType }>(() => ({
    location: browserLocation(),
    navigationType: 'POP',
  }));

  // The current entry's place in the tab's history: a new entry after it gets the next one.
  const index = useRef(0);
  const navigator = useMemo<Navigator>(() => {
    const change = (navigationType: NavigationType) => startTransition(() => setState({ location: browserLocation(), navigationType }));
    const write = (kind: 'push' | 'replace', path: string, usr: unknown) => {
      const idx = kind === 'push' ? index.current + 1 : index.current;
      const entry: EntryState = { usr, key: newKey(), idx };
      try {
        if (kind === 'push') window.history.pushState(entry, '', path);
        else window.history.replaceState(entry, '', path);
      } catch {
        // Safari limits history calls (100 per 30 s) and state must be cloneable: a full load still gets there.
        window.location.assign(path);
        return;
      }
      index.current = idx;
      change(kind === 'push' ? 'PUSH' : 'REPLACE');
    };
    return {
      push: (path, usr) => write('push', path, usr),
      replace: (path, usr) => write('replace', path, usr),
      go: (delta) => window.history.go(delta),
    };
  }, []);

  useLayoutEffect(() => {
    // An entry without an index is not written back with replaceState: that is a same-document navigation in
    // Chromium, 3–4 ms inside hydration's commit (docs/seo.md).
    index.current = entryIndex();
    const onPop = () => {
      index.current = entryIndex();
      startTransition(() => setState({ location: browserLocation(), navigationType: 'POP' }));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const value = useMemo(() => ({ ...state, navigator }), [state, navigator]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

const refuse = () => {
  throw new Error('A page rendered on the server cannot navigate');
};
const STATIC_NAVIGATOR: Navigator = { push: refuse, replace: refuse, go: refuse };

/** The server's router: one location (the requested URL), no navigation. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const value = useMemo<RouterState>(() => {
    const { pathname, search, hash } = resolve(location, { pathname: '/', search: '' });
    return { location: { pathname, search, hash, state: null, key: 'default' }, navigationType: 'POP', navigator: STATIC_NAVIGATOR };
  }, [location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/* ───────────────────────── Hooks ───────────────────────── */

export const useLocation = (): Location => useRouter().location;

export const useNavigationType = (): NavigationType => useRouter().navigationType;

/** The params of the matched route (the whole path's: a child sees its parents'). */
export const useParams = <T extends Params = Params>(): Partial<T> => useContext(RouteContext).params as Partial<T>;

export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};

/** Goes to `to` (resolved against the current location): a new history entry, or the current one replaced. */
function navigateTo({ location, navigator }: Pick<RouterState, 'location' | 'navigator'>, to: To, { replace, state }: NavigateOptions) {
  if (external(to)) return window.location.assign(to);
  const path = pathOf(resolve(to, location));
  if (replace) navigator.replace(path, state ?? null);
  else navigator.push(path, state ?? null);
}

export function useNavigate(): NavigateFunction {
  const { location, navigator } = useRouter();
  return useCallback(
    ((to: To | number, options: NavigateOptions = {}) =>
      typeof to === 'number' ? navigator.go(to) : navigateTo({ location, navigator }, to, options)) as NavigateFunction,
    [location, navigator],
  );
}

export type SearchParamsInit = URLSearchParams | string | Record<string, string | readonly string[]>;

function searchParamsOf(init: SearchParamsInit): URLSearchParams {
  if (init instanceof URLSearchParams || typeof init === 'string') return new URLSearchParams(init);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(init)) {
    for (const one of typeof value === 'string' ? [value] : value) params.append(key, one);
  }
  return params;
}

/** The query of the current location, and a setter that navigates to the same path with another query. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { location } = useRouter();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const query = searchParamsOf(typeof next === 'function' ? next(new URLSearchParams(location.search)) : next).toString();
      navigate(`${location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [location.pathname, location.search, navigate],
  );
  return [params, set];
}

/* ───────────────────────── Routes ───────────────────────── */

/** The element of the routes that match the current location, each parent rendering its child where it has <Outlet />. */
export function useRoutes(routes: readonly RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, { pathname }), [routes, pathname]);
  if (!matches) return null;
  // Rendered from the deepest route up: each element gets the one below it as its outlet. No keys: a new screen at the
  // same depth is reconciled by its element's type, as in React Router.
  let outlet: ReactNode = null;
  for (let depth = matches.length - 1; depth >= 0; depth -= 1) {
    const { route, params } = matches[depth] as RouteMatch;
    const element = route.element !== undefined ? route.element : route.Component ? createElement(route.Component) : outlet;
    outlet = <RouteContext.Provider value={{ outlet, params }}>{element}</RouteContext.Provider>;
  }
  return outlet;
}

/** Where a layout route shows the route below it. */
export const Outlet = (): ReactNode => useContext(RouteContext).outlet;

/** Navigates (in an effect) when rendered: the guards' redirects. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per rendered redirect, as React Router's <Navigate>
  useEffect(() => navigate(to, { replace, state }), []);
  return null;
}

/* ───────────────────────── Links ───────────────────────── */

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/** A plain left click, in this tab, that nothing else has handled: the app navigates instead of the browser. */
const ownClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/** An <a> with a real href (it opens in a new tab, works before the app has loaded) that navigates inside the app. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const router = useRouter();
  if (external(to)) return <a href={to} target={target} onClick={onClick} {...rest} />;
  const path = pathOf(resolve(to, router.location));
  return (
    <a
      href={path}
      target={target}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        if (!ownClick(event, target)) return;
        event.preventDefault();
        // A link to the page already shown replaces its entry, as React Router did: no Back to the same page.
        navigateTo(router, to, { replace: replace ?? path === pathOf(router.location), state });
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  className?: string | ((state: { isActive: boolean }) => string);
  /** Active only on exactly its path, not on the paths below it. */
  end?: boolean;
}

/** A Link that knows when it points at the current page (or one below it): aria-current="page" and its own class. */
export function NavLink({ className, end = false, ...rest }: NavLinkProps) {
  const { location } = useRouter();
  const target = resolve(rest.to, location).pathname.toLowerCase();
  const here = location.pathname.toLowerCase();
  const isActive =
    here === target ||
    (!end && target !== '/' && here.startsWith(target) && here.charAt(target.endsWith('/') ? target.length - 1 : target.length) === '/');
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
