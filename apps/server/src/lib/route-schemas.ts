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
