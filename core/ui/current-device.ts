import type { Device } from '@schemas/wire/games';

/**
 * The device the catalogue is asked for: phones and small tablets get the mobile builds. In core because
 * every plugin that asks the platform for games (catalogue, game history) must ask for the same device.
 */
export function currentDevice(): Device {
  if (typeof window === 'undefined' || !window.matchMedia) return 'desktop';
  return window.matchMedia('(max-width: 767px), (pointer: coarse) and (max-width: 1024px)').matches ? 'mobile' : 'desktop';
}
