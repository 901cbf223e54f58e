import { errorBody } from '@kiraya/contract';
import { z } from 'zod';

/** Response schemas for the error statuses a route can answer, e.g. `...errorResponses(400, 401)`. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((s) => [s, errorBody])) as Record<S, typeof errorBody>;
}

export const bearer = [{ bearer: [] as string[] }];

/**
 * The schema of a signed-in list (plugins/paging.ts answers it): `querystring` pages it, the rows are an array of
 * `item` and their total is in X-Total-Count; 400 for a bad query, 401/403 for the wrong caller.
 */
export function listSchema<Item extends z.ZodType, Query extends z.ZodType, Params extends z.ZodType = z.ZodUndefined>(list: {
  tags: string[];
  summary: string;
  item: Item;
  querystring: Query;
  params?: Params;
}) {
  const { tags, summary, item, querystring, params } = list;
  return {
    tags,
    summary,
    security: bearer,
    ...(params ? { params } : {}),
    querystring,
    response: { 200: z.array(item), ...errorResponses(400, 401, 403) },
  } as { tags: string[]; summary: string; security: typeof bearer; params: Params; querystring: Query } & {
    response: { 200: z.ZodArray<Item> } & Record<400 | 401 | 403, typeof errorBody>;
  };
}

/** What a signed-in write that creates something takes: see createdSchema. */
interface CreatedRoute {
  tags: string[];
  summary: string;
  item: z.ZodType;
  errors: readonly number[];
  /** True when the write may answer what already exists with 200 (an idempotent replay, an upsert, an open-or-create). */
  existing?: boolean;
  params?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
}

type Created<R extends CreatedRoute> = Omit<R, 'item' | 'errors' | 'existing'> & {
  security: typeof bearer;
  response: { 201: R['item'] } & (R['existing'] extends true ? { 200: R['item'] } : unknown) &
    Record<R['errors'][number], typeof errorBody>;
};

/**
 * The schema of a signed-in write that creates something: `params`, `headers` and `body` in, 201 with `item` out (and
 * 200 with it too when `existing`); `errors` are the statuses it refuses with.
 */
export function createdSchema<const R extends CreatedRoute>(route: R): Created<R> {
  const { item, errors, existing, ...rest } = route;
  return {
    ...rest,
    security: bearer,
    response: { ...(existing ? { 200: item } : {}), 201: item, ...errorResponses(...errors) },
  } as Created<R>;
}
