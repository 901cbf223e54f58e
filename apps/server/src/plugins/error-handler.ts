import { codeOfText, fieldErrorLists, HTTP_MSG, MSG } from '@kiraya/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.js';
import { sessionState, sessionStateError } from './auth.js';

/**
 * The one error handler: every failure becomes `{ message, code, params?, fieldErrors? }`; 5xx never leak details. `code`
 * is the message's own code when it is a contract message (the web shows its translation), else the kind of failure.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (thrown: FastifyError, request, reply) => {
    const error = await accountFirst(thrown, request);
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send({ message: error.message, code: error.code, params: error.params, fieldErrors: error.fieldErrors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Each issue's field: its JSON pointer as a dotted path, else zod's own path, else `_` (the body as a whole).
      const fieldErrors = fieldErrorLists(
        error.validation.map((issue) => ({
          path: [
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
              (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path?.join('.') ||
              '_',
          ],
          message: issue.message ?? HTTP_MSG.invalidValue,
        })),
      );
      const first = Object.entries(fieldErrors)[0];
      // Contract messages are sentences written for the screen; zod's defaults need the field's name.
      const text = first?.[1][0];
      const message = !first || !text ? MSG.validation : text.endsWith('.') ? text : `${first[0] === '_' ? 'Request' : first[0]}: ${text}`;
      return reply.code(400).send({ message, code: codeOfText(message) ?? 'VALIDATION_ERROR', fieldErrors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ message: MSG.genericError, code: 'INTERNAL' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, body too large, unsupported media type…).
      const message = clientMessage(error);
      return reply.code(status).send({ message, code: codeOfText(message) ?? error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: MSG.genericError, code: 'INTERNAL' });
  });
}

/**
 * On a route that reads the account's state in its own first statement (signedInStateInHandler), a request refused
 * before that statement ran (its body, say) has not had its account checked: a gone, inactive or ended account gets
 * that answer instead, as requireRole would have given it before the body was read. A refusal from the handler itself
 * came after its statement had checked the account, and reads it again only to answer the same.
 */
async function accountFirst(error: FastifyError, request: FastifyRequest): Promise<FastifyError | AppError> {
  const status = error.statusCode ?? 500;
  if (!request.accountStateLater || !request.principal || status < 400 || status >= 500 || status === 401 || status === 403) return error;
  return sessionStateError(await sessionState(request.server.db, request.principal)) ?? error;
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return HTTP_MSG.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return HTTP_MSG.tooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return HTTP_MSG.unsupportedType;
    default:
      return error.message || 'Bad request.';
  }
}
