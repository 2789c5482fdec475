import type { Db } from '../../db/database';
import type { ProvidersConfig } from '../../../schemas/feconfig/providers-config.schema';
import { hiddenProviders } from '../../../schemas/feconfig/provider-visibility';
import { readFeConfig } from '../feconfig/public';

/**
 * Providers hidden for a visitor's country, by the rule the client hides them with
 * (schemas/feconfig/provider-visibility.ts), so both hide the same games. No bot bypass here: the
 * platform is where hiding is enforced, and a user agent is the visitor's to choose.
 */
export function hiddenProvidersFor(db: Db, country: string): string[] {
  return [...hiddenProviders(readFeConfig<ProvidersConfig>(db, 'providers-config'), country)];
}
