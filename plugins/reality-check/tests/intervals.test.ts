import { describe, expect, it } from 'vitest';
import { defaultInterval, intervalToApply, offeredIntervals } from '../rules/intervals';
import { netKind, playedTime } from '../rules/figures';
import type { RealityCheckOptions } from '../manifest';

const options = (over: Partial<RealityCheckOptions> = {}): RealityCheckOptions => ({
  defaultMinutes: 0,
  licenceDefaults: {},
  requiredOn: [],
  historyPath: '/profile/games-history',
  limitsPath: '/profile/limits',
  ...over,
});

describe('intervals: site and licence defaults', () => {
  it('the licence default replaces the site default', () => {
    expect(defaultInterval(options({ defaultMinutes: 30, licenceDefaults: { EE: 60 } }), 'EE')).toBe(60);
    expect(defaultInterval(options({ defaultMinutes: 30, licenceDefaults: { EE: 60 } }), 'CW')).toBe(30);
  });

  it('a player who never chose gets the default when it is on; a stored choice stands', () => {
    expect(intervalToApply(null, options({ defaultMinutes: 30 }), 'CW')).toBe(30);
    expect(intervalToApply(null, options(), 'CW')).toBeNull();
    expect(intervalToApply(0, options({ defaultMinutes: 30 }), 'CW')).toBeNull();
    expect(intervalToApply(15, options({ defaultMinutes: 30 }), 'CW')).toBeNull();
  });

  it('where the licence requires it, "off" is not offered and a stored "off" becomes the default (hourly without one)', () => {
    const ee = options({ licenceDefaults: { EE: 30 }, requiredOn: ['EE'] });
    expect(offeredIntervals(ee, 'EE')).toEqual([15, 30, 60]);
    expect(offeredIntervals(ee, 'CW')).toEqual([0, 15, 30, 60]);
    expect(intervalToApply(0, ee, 'EE')).toBe(30);
    expect(intervalToApply(null, ee, 'EE')).toBe(30);
    expect(intervalToApply(15, ee, 'EE')).toBeNull();
    expect(intervalToApply(0, options({ requiredOn: ['EE'] }), 'EE')).toBe(60);
  });
});

describe('figures', () => {
  it('time in whole hours and minutes; net as win, loss or even', () => {
    expect(playedTime(59)).toEqual({ hours: 0, minutes: 0 });
    expect(playedTime(3_725)).toEqual({ hours: 1, minutes: 2 });
    expect([netKind(1), netKind(-1), netKind(0)]).toEqual(['win', 'loss', 'even']);
  });
});
