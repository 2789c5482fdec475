/** Spec part 1 §9: a promo banner counts as viewed when at least half of it is on screen. */
export const BANNER_VIEWABILITY = 0.5;
/** The carousel's slides carry their banner's `frontend_identifier` here (lobby plugin, BannerSlide). */
export const BANNER_SELECTOR = '[data-banner]';

export const isMainPath = (path: string, mainPath: string) => path === mainPath;

type ObserverCtor = typeof IntersectionObserver;
type MutationCtor = typeof MutationObserver;

export interface ViewTracker {
  /** Stops watching and answers the banners seen (each once, in the order they were first seen). */
  stop(): string[];
}

/**
 * Watches every banner slide under `root` — those there now and those the carousel draws later (its banners load
 * after the page) — and remembers each whose visible share reached `BANNER_VIEWABILITY`. A slide that is not the
 * active one is hidden off-screen by the carousel, so only banners really shown count.
 */
export function trackBannerViews(root: ParentNode & Node, Observer: ObserverCtor, Mutation: MutationCtor | null): ViewTracker {
  const seen = new Set<string>();
  const watched = new WeakSet<Element>();
  const intersections = new Observer(
    (entries) => {
      for (const entry of entries) {
        const id = (entry.target as HTMLElement).dataset?.banner;
        if (id && entry.isIntersecting && entry.intersectionRatio >= BANNER_VIEWABILITY) seen.add(id);
      }
    },
    { threshold: [BANNER_VIEWABILITY] },
  );
  const watchAll = () => {
    for (const slide of root.querySelectorAll(BANNER_SELECTOR)) {
      if (watched.has(slide)) continue;
      watched.add(slide);
      intersections.observe(slide);
    }
  };
  watchAll();
  const mutations = Mutation ? new Mutation(watchAll) : null;
  mutations?.observe(root, { childList: true, subtree: true });
  return {
    stop() {
      mutations?.disconnect();
      // Entries queued but not yet delivered still count: the visitor saw them before leaving.
      for (const entry of intersections.takeRecords()) {
        const id = (entry.target as HTMLElement).dataset?.banner;
        if (id && entry.isIntersecting && entry.intersectionRatio >= BANNER_VIEWABILITY) seen.add(id);
      }
      intersections.disconnect();
      return [...seen];
    },
  };
}

/**
 * The `PUT /log` client event (spec part 1 §7 "client events") reporting the banners seen on one visit of main. The
 * spec names no call of its own for these events, so they travel with the client events the platform already stores
 * (diagnostics module): code `PROMO_BANNERS_VIEWED`, the identifiers comma-separated in `context.banners`.
 */
export function bannerViewsReport(ids: readonly string[], locale: string) {
  return { level: 'info' as const, code: 'PROMO_BANNERS_VIEWED', context: { banners: ids.join(',').slice(0, 2000), count: ids.length, locale } };
}
