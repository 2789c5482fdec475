/**
 * Provider logos. Platforms of the family send no `logo` for a provider: operators serve the art from
 * their CDN under the provider's name. The site file's `providerLogoUrl` is that pattern; `{provider}` and
 * `{slug}` are filled in. The default is where the reference platform serves its logos.
 */
export const DEFAULT_PROVIDER_LOGO_URL = '/previews/providers/{provider}.svg';

export function providerLogoUrl(provider: { provider: string; slug: string; logo: string | null }, pattern?: string): string {
  if (provider.logo) return provider.logo;
  return (pattern ?? DEFAULT_PROVIDER_LOGO_URL)
    .replaceAll('{provider}', encodeURIComponent(provider.provider))
    .replaceAll('{slug}', encodeURIComponent(provider.slug));
}
