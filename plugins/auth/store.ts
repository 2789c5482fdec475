import { proxy } from 'valtio';
import type { ClientContext } from '@schemas/wire/client-context';
import type { CaptchaSetting } from '@schemas/wire/captcha';

export type { CaptchaSetting };

export interface RegionState {
  /** `undefined` until `/client-context` answered; the region rules allow everything meanwhile. */
  region: Pick<ClientContext, 'restriction' | 'license'> | null | undefined;
}

export interface CaptchaState {
  /** `undefined` while loading (the captcha helper waits), `null` when there is none. */
  captcha: CaptchaSetting | null | undefined;
}

/** The visitor's region: the browser's, not the player's, so it outlives a logout. */
export function createRegionStore() {
  return proxy<RegionState>({ region: undefined });
}
export type RegionStore = ReturnType<typeof createRegionStore>;

/** The captcha setting, read again after a logout, as the next visitor's may differ. */
export function createCaptchaStore() {
  return proxy<CaptchaState>({ captcha: undefined });
}
export type CaptchaStore = ReturnType<typeof createCaptchaStore>;
