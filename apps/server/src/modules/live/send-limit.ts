import type { FastifyRequest } from 'fastify';
import { type Message, tooManyRequests } from '../../lib/errors.js';
import { principalOf } from '../../plugins/auth.js';

/**
 * A route's `config` that limits how many messages one account sends per minute, counted once over every process
 * (the shared @fastify/rate-limit store: Redis, else PostgreSQL; app.ts). Support chat and conversations use it.
 */
export function messagesPerMinute(max: number, code: string, message: Message) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `${principalOf(request).role}:${principalOf(request).id}`,
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => tooManyRequests(code, message, context.ttl),
    },
  };
}
