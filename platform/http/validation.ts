import type { FastifyReply } from 'fastify';
import { z } from 'zod';

// The shared wire schemas are zod/mini, which loads no locale: without this, 422 answers would read
// "Invalid input" only. Classic zod registers English lazily; say it once here instead of relying on it.
z.config(z.locales.en());

/**
 * Parses a payload with its wire schema (zod/mini or classic: the core type accepts both). On failure
 * answers 422 `{errors:{field:[message]}}` (WIRE.md) and returns `null`, so the handler returns before
 * writing anything.
 */
export function parseOr422<T>(schema: z.core.$ZodType<T>, payload: unknown, reply: FastifyReply): T | null {
  const parsed = z.safeParse(schema, payload ?? {});
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
