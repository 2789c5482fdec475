import { describe, expect, it } from 'vitest';
import { bannerViewsReport, isMainPath, trackBannerViews, BANNER_VIEWABILITY } from '../rules/banner-views';
import { clockText, cookieValue, secondsLeft, timerCookie, tooltipDeadline, tooltipShown, PROMO_TOOLTIP_RESHOW_MS } from '../rules/tooltip-timer';

const NOW = Date.parse('2026-03-01T10:00:00.000Z');

describe('promo tooltip timer (spec part 1 §4, §9)', () => {
  it('starts the offer at now plus the configured minutes when the cookie holds no time', () => {
    expect(tooltipDeadline(null, NOW, 10)).toEqual({ deadline: NOW + 600_000, fresh: true });
    expect(tooltipDeadline('garbage', NOW, 3)).toEqual({ deadline: NOW + 180_000, fresh: true });
  });

  it('keeps the stored end across visits', () => {
    expect(tooltipDeadline(String(NOW + 42_000), NOW, 10)).toEqual({ deadline: NOW + 42_000, fresh: false });
  });

  it('stores it for 24 hours under promo_tooltip_timer', () => {
    expect(timerCookie(NOW, false)).toBe(`promo_tooltip_timer=${NOW}; Max-Age=86400; Path=/; SameSite=Lax`);
    expect(timerCookie(NOW, true)).toContain('; Secure');
    expect(cookieValue(`a=1; promo_tooltip_timer=${NOW}; b=2`, 'promo_tooltip_timer')).toBe(String(NOW));
    expect(cookieValue('a=1', 'promo_tooltip_timer')).toBeNull();
  });

  it('counts down in mm:ss and never below zero', () => {
    expect(secondsLeft(NOW + 599_001, NOW)).toBe(600);
    expect(clockText(600)).toBe('10:00');
    expect(clockText(61)).toBe('01:01');
    expect(secondsLeft(NOW - 5, NOW)).toBe(0);
  });

  it('a hidden tooltip shows again after two minutes', () => {
    const hiddenUntil = NOW + PROMO_TOOLTIP_RESHOW_MS;
    expect(PROMO_TOOLTIP_RESHOW_MS).toBe(120_000);
    expect(tooltipShown(hiddenUntil, NOW + 119_999)).toBe(false);
    expect(tooltipShown(hiddenUntil, NOW + 120_000)).toBe(true);
    expect(tooltipShown(0, NOW)).toBe(true);
  });
});

/** A stand-in IntersectionObserver the test drives: `fire(element, ratio)` delivers one entry. */
function fakeObserver() {
  const instances: { callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit; queued: IntersectionObserverEntry[] }[] = [];
  class Fake {
    record: (typeof instances)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, targets: [], options, queued: [] };
      instances.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    disconnect() {
      this.record.targets = [];
    }
    takeRecords() {
      const queued = this.record.queued;
      this.record.queued = [];
      return queued;
    }
  }
  const entry = (target: Element, ratio: number) => ({ target, intersectionRatio: ratio, isIntersecting: ratio > 0 }) as unknown as IntersectionObserverEntry;
  const fire = (target: Element, ratio: number) => instances[0]!.callback([entry(target, ratio)], instances[0] as unknown as IntersectionObserver);
  const queue = (target: Element, ratio: number) => instances[0]!.queued.push(entry(target, ratio));
  return { Ctor: Fake as unknown as typeof IntersectionObserver, instances, fire, queue };
}

function slide(id: string) {
  return { dataset: { banner: id } } as unknown as HTMLElement;
}

function rootWith(slides: HTMLElement[]) {
  return { querySelectorAll: () => slides } as unknown as ParentNode & Node;
}

describe('viewed promo banners (spec part 1 §4, §9)', () => {
  it('counts a banner once it is half visible, each once, and only those', () => {
    const a = slide('spring-cup');
    const b = slide('welcome');
    const c = slide('lottery');
    const io = fakeObserver();
    const tracker = trackBannerViews(rootWith([a, b, c]), io.Ctor, null);
    expect(io.instances[0]!.options?.threshold).toEqual([BANNER_VIEWABILITY]);
    expect(io.instances[0]!.targets).toEqual([a, b, c]);
    io.fire(b, 0.49);
    io.fire(a, 0.5);
    io.fire(a, 1);
    io.queue(c, 0.8); // seen just before leaving: still counts
    expect(tracker.stop()).toEqual(['spring-cup', 'lottery']);
    expect(io.instances[0]!.targets).toEqual([]);
  });

  it('reports them as one client event, and main is the main route only', () => {
    expect(bannerViewsReport(['a', 'b'], 'de')).toEqual({ level: 'info', code: 'PROMO_BANNERS_VIEWED', context: { banners: 'a,b', count: 2, locale: 'de' } });
    expect(isMainPath('/', '/')).toBe(true);
    expect(isMainPath('/pokies', '/')).toBe(false);
  });
});
