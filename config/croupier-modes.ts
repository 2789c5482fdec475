/**
 * `CROUPIER_MODE` (issue 20): `demo` mounts the demo aids (dev mailbox, simulated payment provider and
 * social sign-in, country chosen by request headers); `production` mounts none of them.
 */
export const CROUPIER_MODES = ['demo', 'production'] as const;
export type CroupierMode = (typeof CROUPIER_MODES)[number];
export const DEFAULT_CROUPIER_MODE: CroupierMode = 'demo';

export const isCroupierMode = (value: string): value is CroupierMode => (CROUPIER_MODES as readonly string[]).includes(value);
