import { Suspense, useEffect, useRef, useState } from 'react';
import { playerCurrency, useLoaded, useNow, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { BANNER_AUTOPLAY_MS } from '@config/timing';
import { isCryptoCurrency } from '@config/currencies';
import { visibleBanners, type BannerCategory } from '../banners';
import { lobbyApiState } from '../api';
import { BannerSlide } from './BannerSlide';
import styles from './BannerSlider.module.css';

/**
 * The main slider: filtered banners, autoplay every 10 s (paused on hover or focus), arrows, dots and swipe. Its
 * place is held while the locale's banners load (the page's largest paint: a server-rendered lobby carries them).
 */
export function BannerSlider({ category }: { category: BannerCategory }) {
  return (
    <Suspense fallback={<div className={`${styles.slider} ${styles.placeholder}`} aria-hidden="true" />}>
      <LoadedBannerSlider category={category} />
    </Suspense>
  );
}

function LoadedBannerSlider({ category }: { category: BannerCategory }) {
  const { t } = useTranslation('lobby');
  const runtime = useRuntime();
  const session = useSession();
  const api = usePluginState(lobbyApiState);
  const locale = runtime.locale.current;
  // No banners (a failed or empty document) is no slider, not an error.
  const config = useLoaded(`lobby:banners:${locale}`, () => api.banners(locale).catch(() => null));
  // Banners come and go with their live windows: checked each minute, from the drawn page's time while it hydrates.
  const now = useNow(60_000);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const loggedIn = session.status === 'player';
  const currency = (loggedIn ? session.accounts.find((a) => a.active)?.currency : null) ?? playerCurrency(runtime);
  const banners = config
    ? visibleBanners(config.banners, category, {
        loggedIn,
        groups: session.player?.groups ?? [],
        currency,
        crypto: isCryptoCurrency(currency),
        now,
      })
    : [];
  const count = banners.length;
  const autoplayMs = config?.autoplayMs ?? BANNER_AUTOPLAY_MS;

  useEffect(() => {
    if (count < 2 || paused || autoplayMs <= 0) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), autoplayMs);
    return () => clearInterval(timer);
  }, [count, paused, autoplayMs]);

  if (count === 0) return null;
  const current = index % count;
  const go = (next: number) => setIndex((next + count) % count);
  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={t('banners.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={(e) => (swipeStart.current = e.clientX)}
      onPointerUp={(e) => {
        const dx = swipeStart.current === null ? 0 : e.clientX - swipeStart.current;
        swipeStart.current = null;
        if (Math.abs(dx) > 50) go(current + (dx < 0 ? 1 : -1));
      }}
    >
      <div className={styles.track} style={{ transform: `translateX(-${current * 100}%)` }}>
        {banners.map((banner, i) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            currency={currency}
            active={i === current}
            priority={i === 0}
            position={t('banners.position', { index: i + 1, count })}
          />
        ))}
      </div>
      {count > 1 && (
        <>
          <button type="button" className={`${styles.arrow} ${styles.prev}`} onClick={() => go(current - 1)} aria-label={t('banners.previous')}>‹</button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => go(current + 1)} aria-label={t('banners.next')}>›</button>
          <div className={styles.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={styles.dot}
                aria-current={i === current || undefined}
                aria-label={t('banners.goTo', { index: i + 1 })}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
