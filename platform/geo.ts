import type { FastifyRequest } from 'fastify';
import { brandDefaultCountry } from './brands';
import type { PlatformConfig } from './context';

type GeoConfig = Pick<PlatformConfig, 'mode' | 'countryHeader' | 'defaultCountry'>;

const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The visitor's country. Only the header the operator's proxy or CDN sets (`COUNTRY_HEADER`, by name) is
 * trusted: any other header is the visitor's own word, and a restricted visitor would simply leave it out.
 * In demo mode `x-country-code` / `cf-ipcountry` and the `dev_country` cookie (the dev tools) stand in.
 */
export function visitorCountry(request: FastifyRequest, config: GeoConfig): string {
  const trusted = config.countryHeader ? headerValue(request, config.countryHeader) : undefined;
  const demo =
    config.mode === 'demo' ? (headerValue(request, 'x-country-code') ?? headerValue(request, 'cf-ipcountry') ?? request.cookies?.dev_country) : undefined;
  // Without a geo answer: the brand's own assumption (a Gulf brand's visitors are not Canadians), then the platform's.
  const candidate = (trusted ?? demo ?? brandDefaultCountry(request) ?? config.defaultCountry).toUpperCase();
  return /^[A-Z]{2}$/.test(candidate) ? candidate : config.defaultCountry;
}
