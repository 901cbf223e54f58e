import { errorBody } from '@kiraya/contract';

/** Response schemas for the error statuses a route can answer, e.g. `...errorResponses(400, 401)`. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((s) => [s, errorBody])) as Record<S, typeof errorBody>;
}

export const bearer = [{ bearer: [] as string[] }];
