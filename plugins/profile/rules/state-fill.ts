import { stateFromPostalCode } from '@schemas/validation';
import type { PlayerFieldInfo } from '@schemas/wire/info';

interface PlayerAddress {
  readonly country: string | null;
  readonly postal_code: string | null;
  readonly state: string | null;
}

/**
 * Spec part 1 §4, §5: on login, when the state field is editable and empty, it is filled from the postal
 * code (Australia by range, Canada by first letter). `null`: nothing to fill.
 */
export function stateToFill(player: PlayerAddress, fields: readonly Pick<PlayerFieldInfo, 'name' | 'editable'>[]): string | null {
  const stateField = fields.find((f) => f.name === 'state');
  if (!stateField?.editable || (player.state ?? '').trim() !== '') return null;
  return stateFromPostalCode(player.country, player.postal_code);
}
