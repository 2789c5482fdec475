import { describe, expect, it } from 'vitest';
import { coreRoutes } from '../../core/pages/core-routes';
import type { VisibilityContext } from '../../core/plugin/contributions';

const viewer = (groups: number[]): VisibilityContext => ({ loggedIn: groups.length > 0, licence: 'CW', flags: {} as never, country: 'CA', locale: 'en', groups });
const ffc = (demoAids: boolean) => coreRoutes({ demoAids }).find((route) => route.path === '/ffc')!;

describe('the feature-flag screen /ffc (issue 24 item 13)', () => {
  it('is open to testers only where the demo aids are off', () => {
    expect(ffc(false).when?.(viewer([]))).toBe(false);
    expect(ffc(false).when?.(viewer([1, 257]))).toBe(false);
    expect(ffc(false).when?.(viewer([21]))).toBe(true);
    expect(ffc(false).when?.(viewer([916]))).toBe(true);
  });

  it('is open to everyone with the demo aids on', () => {
    expect(ffc(true).when?.(viewer([]))).toBe(true);
  });
});
