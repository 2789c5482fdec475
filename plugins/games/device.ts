import type { Device } from '@schemas/wire/games';

/** The device the catalogue is asked for: phones and small tablets get the mobile builds. */
export function currentDevice(): Device {
  if (typeof window === 'undefined' || !window.matchMedia) return 'desktop';
  return window.matchMedia('(max-width: 767px), (pointer: coarse) and (max-width: 1024px)').matches ? 'mobile' : 'desktop';
}
