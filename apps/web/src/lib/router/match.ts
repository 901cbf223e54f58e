import type { ComponentType, ReactNode } from 'react';

/** A route of the table (app/router.tsx): the subset of React Router's route object this app uses. */
export interface RouteObject {
  /** Relative to the parent route ('product/:id', 'admin/settings', '*'); none for a layout route. */
  path?: string;
  index?: boolean;
  element?: ReactNode;
  Component?: ComponentType;
  children?: RouteObject[];
  /** Anything the app keeps with a route (the screen's chunk loader, for preloading). */
  handle?: unknown;
}

export type Params = Record<string, string | undefined>;

/** One route of a matched branch, root first, with the params of the whole path. */
export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

interface Branch {
  /** The full pattern from the root, e.g. '/owners/:id'. */
  path: string;
  score: number;
  routes: RouteObject[];
  pattern: RegExp;
  keys: string[];
}

const PARAM = /^:[\w-]+$/;

/**
 * React Router's ranking, so a table written for it matches the same way: each segment of the full pattern scores
 * 10 when static, 3 for a `:param`, 1 when empty, an index route 2 more, a splat 2 less; longer patterns start higher.
 * The best score wins whatever the order of the table (the not-found `*` of the site's pages never hides /admin);
 * equal scores keep the table's order.
 */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A full pattern as a regular expression: case-insensitive, a trailing slash allowed, `*` takes the rest. */
function compile(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  let source = '';
  for (const segment of path.split('/').filter(Boolean)) {
    if (segment === '*') {
      keys.push('*');
      source += '(?:/(.*))?';
    } else if (PARAM.test(segment)) {
      keys.push(segment.slice(1));
      source += '/([^/]+)';
    } else {
      source += `/${escapeRegExp(segment)}`;
    }
  }
  return { pattern: new RegExp(`^${source}/?$`, 'i'), keys };
}

const joinPaths = (parent: string, child: string) => `${parent}/${child}`.replace(/\/\/+/g, '/');

function flatten(routes: readonly RouteObject[], parents: RouteObject[], parentPath: string, into: Branch[]): Branch[] {
  for (const route of routes) {
    const path = route.path ? joinPaths(parentPath, route.path) : parentPath;
    const chain = [...parents, route];
    if (route.children?.length) flatten(route.children, chain, path, into);
    // A layout route (no path, not an index) never matches by itself, only through its children.
    if (route.path === undefined && !route.index) continue;
    const full = path || '/';
    into.push({ path: full, score: score(full, route.index === true), routes: chain, ...compile(full) });
  }
  return into;
}

const ranked = new WeakMap<readonly RouteObject[], Branch[]>();

function branchesOf(routes: readonly RouteObject[]): Branch[] {
  let branches = ranked.get(routes);
  if (!branches) {
    // Array.prototype.sort is stable: equal scores keep the table's order.
    branches = flatten(routes, [], '', []).sort((a, b) => b.score - a.score);
    ranked.set(routes, branches);
  }
  return branches;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The branch of routes that shows `location` (root first), or null when none does. */
export function matchRoutes(routes: readonly RouteObject[], location: { pathname?: string } | string): RouteMatch[] | null {
  const pathname = (typeof location === 'string' ? location.replace(/[?#].*$/, '') : location.pathname) || '/';
  for (const branch of branchesOf(routes)) {
    const found = branch.pattern.exec(pathname);
    if (!found) continue;
    const params: Params = {};
    branch.keys.forEach((key, i) => {
      params[key] = found[i + 1] === undefined ? (key === '*' ? '' : undefined) : decode(found[i + 1] as string);
    });
    return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}
