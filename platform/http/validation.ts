import type { FastifyReply } from 'fastify';
import type { ZodType } from 'zod';

/**
 * Parses a payload with its wire schema. On failure answers 422 `{errors:{field:[message]}}` (WIRE.md)
 * and returns `null`, so the handler returns before writing anything.
 */
export function parseOr422<T>(schema: ZodType<T>, payload: unknown, reply: FastifyReply): T | null {
  const parsed = schema.safeParse(payload ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    // `user.email` → `email`: clients map errors to their form fields.
    const path = issue.path.filter((p) => typeof p === 'string' || typeof p === 'number');
    const field = String(path[path.length - 1] ?? 'base');
    (errors[field] ??= []).push(issue.message);
  }
  void reply.code(422).send({ errors });
  return null;
}

export function send422(reply: FastifyReply, errors: Record<string, string[]>) {
  return reply.code(422).send({ errors });
}
