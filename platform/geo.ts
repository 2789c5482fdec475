import type { FastifyRequest } from 'fastify';

/**
 * The visitor's country. A CDN in front of a real platform sets a geo header; in development and tests
 * `x-country-code` (or the `dev_country` cookie set from the dev tools) stands in for it.
 */
export function visitorCountry(request: FastifyRequest, fallback: string): string {
  const header = request.headers['x-country-code'] ?? request.headers['cf-ipcountry'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const candidate = (fromHeader ?? request.cookies?.dev_country ?? fallback).toUpperCase();
  return /^[A-Z]{2}$/.test(candidate) ? candidate : fallback;
}
