import { answerSchemas, type AnswerInputOf, type CallDefinition, type ParsedRequestOf } from '@wl/contract';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { ok } from './envelope';
import type { ZodApp } from './zod-app';

/**
 * What a route's handler gives back: the call's success fields, checked against the contract's answer
 * schema at compile time (and by the serializer at run time); the envelope is added around them. For a
 * call whose answer includes the envelope (startup), the whole answer.
 */
export type CallHandler<C extends CallDefinition> = (
  request: FastifyRequest,
  input: ParsedRequestOf<C>,
) => Promise<AnswerInputOf<C>>;

/**
 * Serves one call of the contract: its path and method, the request validated by its schema (the body of
 * a POST, the query of a GET), the answers by status for the serializer and the API reference.
 * `description` adds a note to the contract's own (the failures the route helper answers).
 */
export function contractRoute<C extends CallDefinition>(
  api: ZodApp,
  call: C,
  handler: CallHandler<C>,
  description?: string,
): void {
  const notes = [call.description, description].filter((note) => note !== undefined).join(' ');
  const input = call.request ? { [call.method === 'GET' ? 'querystring' : 'body']: call.request } : {};
  // Typed loosely for Fastify: the handler's answer is checked against the contract by CallHandler.
  const schema: FastifySchema = {
    tags: [call.tag],
    summary: call.summary,
    ...(notes ? { description: notes } : {}),
    ...input,
    response: answerSchemas(call),
  };
  api.route({
    method: call.method,
    url: `/${call.path}`,
    schema,
    handler: async (request) => {
      const parsed = (call.method === 'GET' ? request.query : request.body) as ParsedRequestOf<C>;
      const answer = await handler(request, parsed);
      return call.envelope === 'included' ? answer : ok(answer);
    },
  });
}
