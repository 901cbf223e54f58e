import { type PGlite, type QueryOptions, types } from '@electric-sql/pglite';

/**
 * Type parsers set once on a PGlite client, not sent with each query. PGlite merges a query's own parsers into a copy
 * of all of its own (one per type and per array type, a few hundred) on every query that brings any: `SELECT 1` takes
 * ~87 µs without and ~240 µs with `parsers: {}` (bench/README.md, "The embedded database on its own thread"). drizzle
 * brings the same nine with every query, each keeping its type's text (dates, timestamps, intervals, and arrays of them
 * and of numeric). So those nine keep their text on the client itself, and a query's options carry parsers only where
 * it asks for something else: the built-in parsers, for a caller that did not ask to keep a type's text.
 *
 * `setParsersOnce` changes the client's parsers and returns the function that rewrites a query's options to match;
 * every query must go through it (db/pglite-prepared.ts wraps the client's query, exec and transactions with it).
 */
export const DRIZZLE_TEXT_TYPES = [1082, 1114, 1184, 1186, 1231, 1115, 1185, 1187, 1182];
/** The arrays among them, by their element's type: PGlite's array parsers read the element's parser from the client. */
const ELEMENT_OF: Record<number, number> = { 1115: 1114, 1185: 1184, 1187: 1186, 1182: 1082 };

export type Parser = (value: string, typeId?: number) => unknown;
export const keepText: Parser = (value) => value;
const PROBE = '0\u00001';
/** Whether a parser returns its text as it is (drizzle's are new functions for each prepared query, so they are probed). */
export const keepsText = (parse: Parser): boolean => parse === keepText || parse(PROBE) === PROBE;

export type OptionsFor = (options: QueryOptions | undefined) => QueryOptions | undefined;

/** Makes `client` keep the text of drizzle's nine types, and of `alsoText`; returns the rewrite of a query's options. */
export function setParsersOnce(client: PGlite, alsoText: readonly number[] = []): OptionsFor {
  const builtIn: Record<number, Parser> = {};
  for (const oid of DRIZZLE_TEXT_TYPES) {
    // An array is bound to its element's built-in parser, read here before the client's own becomes keepText below.
    const element = ELEMENT_OF[oid];
    const parseElement = element === undefined ? undefined : (client.parsers[element] as Parser);
    builtIn[oid] = parseElement ? (text) => types.arrayParser(text, parseElement, oid) : (client.parsers[oid] as Parser);
  }
  for (const oid of [...DRIZZLE_TEXT_TYPES, ...alsoText]) client.parsers[oid] = keepText;

  return (options) => {
    const own = options?.parsers as Record<number, Parser> | undefined;
    const parsers: Record<number, Parser> = {};
    let any = false;
    for (const oid of DRIZZLE_TEXT_TYPES) {
      if (own && oid in own) continue;
      parsers[oid] = builtIn[oid] as Parser;
      any = true;
    }
    if (own) {
      for (const [key, parse] of Object.entries(own)) {
        const oid = Number(key);
        if (client.parsers[oid] === keepText && keepsText(parse)) continue;
        parsers[oid] = parse;
        any = true;
      }
    }
    if (any) return { ...options, parsers: parsers as QueryOptions['parsers'] };
    if (!own) return options;
    const { parsers: _asked, ...rest } = options as QueryOptions;
    return rest;
  };
}
