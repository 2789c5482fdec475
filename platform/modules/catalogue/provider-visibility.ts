import { DISABLED_PROVIDERS_CAP } from '../../../config/limits';
import type { Db } from '../../db/database';
import type { ProvidersConfig } from '../../../schemas/feconfig/providers-config.schema';
import { readFeConfig } from '../feconfig/feconfig-store';

/**
 * Providers hidden for a visitor's country, from fe-config `providers-config`. Only the first 20
 * entries count (spec part 1 §5, §9), exactly like the client, so both hide the same games.
 */
export function hiddenProvidersFor(db: Db, country: string): string[] {
  const config = readFeConfig<ProvidersConfig>(db, 'providers-config');
  if (!config) return [];
  return Object.entries(config.disabled)
    .slice(0, DISABLED_PROVIDERS_CAP)
    .filter(([, countries]) => countries === 'all' || countries.includes(country))
    .map(([provider]) => provider);
}
