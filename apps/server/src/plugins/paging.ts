import { TOTAL_COUNT_HEADER } from '@kiraya/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { getSettings } from '../modules/settings/settings.service.js';

/** The page a list handler cuts: `page` from the query (1 by default), `limit` asked for or the admin's itemsPerPage. */
export interface Paging {
  page: number;
  limit: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This list request's page and page size (the admin setting itemsPerPage when no limit was asked for). */
    page(): Promise<Paging>;
  }
  interface FastifyReply {
    /** Sets X-Total-Count to `total` and hands back `body` (the page's rows) for the handler to return. */
    sendPage<T>(body: T, total: number): T;
    /** The same for a service's `{ items, total }`. */
    sendPage<T>(page: { items: T[]; total: number }): T[];
  }
}

/** The headers a page of a list is sent with: its total (cached lists keep them beside their body). */
export const pageHeaders = (total: number): Record<string, string> => ({ [TOTAL_COUNT_HEADER]: String(total) });

/** The one place every list resolves its page size and sends its total. */
export const pagingPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('page', async function (this: FastifyRequest): Promise<Paging> {
    const query = (this.query ?? {}) as { page?: number; limit?: number };
    return { page: query.page ?? 1, limit: query.limit ?? (await getSettings(app.db)).itemsPerPage };
  });
  app.decorateReply('sendPage', function (this: FastifyReply, body: unknown, total?: number) {
    if (total === undefined) {
      const page = body as { items: unknown[]; total: number };
      this.headers(pageHeaders(page.total));
      return page.items;
    }
    this.headers(pageHeaders(total));
    return body;
  } as FastifyReply['sendPage']);
});
