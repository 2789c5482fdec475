import type { WireNotification } from '@schemas/wire/notifications';

/** A notification as the family sends it: numeric id, nulls, an unknown field. */
export function wireNotification(overrides: Partial<WireNotification> & Record<string, unknown> = {}): WireNotification {
  return {
    id: 101,
    type: 'personal',
    text: 'Your deposit of €50.00 has been credited.',
    content: { icon: 'wallet', title: 'Deposit update', button: { title: 'Payment history', path: '/cashbox/history', toName: null } },
    identifier: null,
    timestamp: new Date().toISOString(),
    expires_at: null,
    unknown_field: 'ignored',
    ...overrides,
  } as WireNotification;
}
