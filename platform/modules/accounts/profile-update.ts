import type { Db } from '../../db/database';
import type { PlayerUpdateRequest } from '../../../schemas/wire/player';
import { isEmpty, parseBirthDate, stateFromPostalCode, validateFields, type ValidationError } from '../../../schemas/validation';
import { licenceFor, rulesForContext } from '../info/public';
import type { PlayerRow } from './player-store';

type Changes = Record<string, string | number | null>;

/**
 * Checks a PATCH /api/player against the fields-info of its context: changed fields run their full rules
 * (the context's, or the edition rules for a field the context does not list); the context's required
 * fields must hold a value after the change. Returns the errors, or the column changes to write.
 */
export function planProfileUpdate(row: PlayerRow, request: PlayerUpdateRequest): { errors: Record<string, ValidationError> } | { changes: Changes } {
  const updates = Object.fromEntries(Object.entries(request.player).filter(([, value]) => value !== undefined));
  const merged: Record<string, unknown> = { ...row, ...updates };
  const licence = licenceFor(merged.country as string | null);
  const contextRules = rulesForContext(request.context, licence);
  const editionRules = rulesForContext('edition', licence);

  const rulesByField = Object.fromEntries(Object.keys(updates).map((field) => [field, contextRules[field] ?? editionRules[field] ?? []]));
  const errors: Record<string, ValidationError> = validateFields(merged, rulesByField);
  for (const [field, rules] of Object.entries(contextRules)) {
    if (field in updates || errors[field] || rules.length === 0) continue;
    // Only the `required` check for untouched fields: a stored value is not re-judged by newer rules.
    const error = rules[0]!(merged[field], merged);
    if (error?.key === 'required') errors[field] = error;
  }
  if (Object.keys(errors).length > 0) return { errors };

  const changes: Changes = {};
  for (const [field, value] of Object.entries(updates)) {
    if (typeof value === 'boolean') changes[field] = value ? 1 : 0;
    else changes[field] = isEmpty(value) ? null : String(value).trim();
  }
  if (typeof changes.date_of_birth === 'string') {
    const date = parseBirthDate(changes.date_of_birth)!;
    changes.date_of_birth = `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  }
  if (typeof changes.country === 'string') changes.country = changes.country.toUpperCase();
  const state = 'state' in changes ? changes.state : row.state;
  if (isEmpty(state)) {
    const implied = stateFromPostalCode((changes.country ?? row.country) as string | null, (changes.postal_code ?? row.postal_code) as string | null);
    if (implied) changes.state = implied;
  }
  return { changes };
}

const UPDATABLE_COLUMNS = new Set([
  'first_name', 'last_name', 'nickname', 'date_of_birth', 'gender', 'country', 'city', 'address', 'postal_code', 'state',
  'mobile_phone', 'receive_promos', 'receive_sms_promos',
]);

export function applyProfileChanges(db: Db, playerId: number, changes: Changes) {
  const columns = Object.keys(changes).filter((column) => UPDATABLE_COLUMNS.has(column));
  if (columns.length === 0) return;
  db.prepare(`UPDATE players SET ${columns.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`).run({ ...changes, id: playerId });
}
