import { configure } from '@testing-library/dom';

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

// `findBy…` and `waitFor` wait for a state, up to a limit. Testing Library's default limit (1 s) is a guess about
// the machine: a component test that loads a page's lazy chunks on a busy 2-core CI runner can need more, and then
// fails though nothing is wrong. The limit rises; a state that never comes still fails (within the test timeout).
if (typeof window !== 'undefined') configure({ asyncUtilTimeout: 5_000 });
