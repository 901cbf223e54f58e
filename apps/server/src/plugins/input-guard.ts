import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

/** Deeper than any form or cart we accept; the walk below is iterative, so this bounds work, not the stack. */
const MAX_DEPTH = 32;

export const BAD_TEXT_MESSAGE = 'contains a character that is not allowed (a NUL character or broken Unicode).';

/**
 * PostgreSQL refuses NUL in text and ill-formed UTF-16 (a lone surrogate) cannot be encoded, so either one reaching a
 * query is a 500. True when a string is safe to store.
 */
export function isCleanText(value: string): boolean {
  // isWellFormed is Node 20 (ES2024); the compiler's lib here is older.
  return !value.includes('\u0000') && (value as string & { isWellFormed(): boolean }).isWellFormed();
}

/**
 * Walks a parsed value (keys too) and returns the dotted path of the first string that is not clean text, or of a
 * container nested past MAX_DEPTH; null when everything is fine. `prefix` names the root (e.g. '' for a body).
 */
export function findBadText(root: unknown, prefix = ''): { path: string; message: string } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: prefix, depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof value === 'string') {
      if (!isCleanText(value)) return { path: path || '_', message: BAD_TEXT_MESSAGE };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return { path: path || '_', message: 'is nested too deeply.' };
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        stack.push({ value: item, path: path ? `${path}.${i}` : String(i), depth: depth + 1 });
      });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      // A bad key is named by its parent: the key itself cannot be shown safely.
      if (!isCleanText(key)) return { path: path || '_', message: `has a field name that ${BAD_TEXT_MESSAGE}` };
      stack.push({ value: item, path: at, depth: depth + 1 });
    }
  }
  return null;
}

/** The one 400 for unsafe text, in the shape of a schema validation failure. */
export function badTextError(bad: { path: string; message: string }): AppError {
  const fieldErrors = { [bad.path]: [bad.message] };
  return new AppError('VALIDATION_ERROR', 400, `${bad.path === '_' ? 'Request' : bad.path}: ${bad.message}`, fieldErrors);
}

/**
 * Refuses NUL characters and ill-formed Unicode anywhere in params, query and body (keys too), once, before any route
 * schema or handler sees them. preValidation runs after the route guards (onRequest), so a visitor or a wrong role
 * still gets 401/403 first. Multipart text fields are checked by lib/multipart.ts with the same function.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // An unknown URL stays a 404 whatever it carries.
    if (request.is404) return;
    const bad = findBadText(request.params) ?? findBadText(request.query) ?? findBadText(request.body);
    if (bad) throw badTextError(bad);
  });
}
