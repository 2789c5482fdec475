// happy-dom has no layout, so its IntersectionObserver never reports anything. Component tests treat
// every observed element as on screen (deferred slots render at once; visibility has its own e2e tests).
if (typeof window !== 'undefined') {
  class OnScreenObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() =>
        this.callback([{ isIntersecting: true, target, intersectionRatio: 1 } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver = OnScreenObserver as unknown as typeof IntersectionObserver;
  globalThis.IntersectionObserver = window.IntersectionObserver;
}
