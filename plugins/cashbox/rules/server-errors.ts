/**
 * A 422 of a payment (`{errors:{field:[message]}}`, WIRE.md) onto the form: `amount_cents` is the amount field,
 * `card_number` or `details.card_number` a detail field; anything else is about the whole form.
 */
export function placeServerErrors(errors: Record<string, readonly string[]>, fields: readonly string[]): { fields: Record<string, string>; other: string | null } {
  const placed: Record<string, string> = {};
  let other: string | null = null;
  for (const [name, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const field = name === 'amount_cents' ? 'amount' : name.replace(/^details\./, '');
    if (fields.includes(field)) placed[field] ??= message;
    else other ??= message;
  }
  return { fields: placed, other };
}
