import type { FastifyReply } from 'fastify';
import { translateValidation, type MessageKey, type ValidationError } from '../../../schemas/validation';

/** A 422 with localized messages: `{ errors: { field: [message] } }` (WIRE.md). */
export function sendFieldErrors(reply: FastifyReply, locale: string, errors: Record<string, MessageKey | ValidationError>) {
  const body: Record<string, string[]> = {};
  for (const [field, error] of Object.entries(errors)) {
    const { key, values } = typeof error === 'string' ? { key: error, values: undefined } : error;
    body[field] = [translateValidation(locale, key, values)];
  }
  return reply.code(422).send({ errors: body });
}
