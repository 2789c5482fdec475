import { useState } from 'react';
import { Link } from 'wouter';
import type { Banner } from '@schemas/feconfig/banners-config.schema';
import { useRuntime, useTranslation } from '@core/index';
import { badgeKey, fillBannerText, gradientCss } from '../banners';
import { BannerCountdown } from './BannerCountdown';
import { BannerTermsDialog } from './BannerTermsDialog';
import styles from './BannerSlide.module.css';

/** One banner: gradient, art, labels, title and text with `{variables}`, buttons and an optional timer. */
export function BannerSlide({
  banner,
  currency,
  active,
  position,
  priority = false,
}: {
  banner: Banner;
  currency: string;
  active: boolean;
  position: string;
  /** The slide shown first: its art is the page's largest paint, so it is fetched first and never lazily. */
  priority?: boolean;
}) {
  const [termsOpen, setTermsOpen] = useState(false);
  const runtime = useRuntime();
  const { t } = useTranslation('lobby');
  const text = (s: string) => fillBannerText(s, banner.variables, currency, runtime.locale.current);
  const button = banner.button;
  return (
    <article
      className={styles.slide}
      style={{ background: gradientCss(banner.gradient) }}
      aria-roledescription="slide"
      aria-label={position}
      aria-hidden={!active}
      inert={!active}
      data-banner={banner.frontend_identifier}
    >
      <img
        className={styles.art}
        src={banner.image}
        alt=""
        width={1320}
        height={340}
        loading={active || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        draggable={false}
      />
      {banner.overlayImage && <img className={styles.overlay} src={banner.overlayImage} alt="" loading="lazy" draggable={false} />}
      <div className={styles.content}>
        {banner.labels && banner.labels.length > 0 && (
          <ul className={styles.labels}>
            {banner.labels.map((label) => (
              <li key={label.title} className={styles.label} data-theme={label.theme}>
                {label.dot && <span className={styles.dot} aria-hidden="true" />}
                {t(badgeKey(label.title), { defaultValue: label.title })}
              </li>
            ))}
          </ul>
        )}
        <h2 className={styles.title}>{text(banner.title.text)}</h2>
        <p className={styles.description}>{text(banner.description.text)}</p>
        {banner.timer && <BannerCountdown startAt={banner.timer.start_at} endAt={banner.timer.end_at} />}
        <div className={styles.actions}>
          {button && (button.url.startsWith('/') ? (
            <Link href={button.url} className={styles.primary} {...button.attrs}>{text(button.name)}</Link>
          ) : (
            <a href={button.url} className={styles.primary} {...(button.url.startsWith('https://') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {text(button.name)}
            </a>
          ))}
          {banner.secondButton && (
            <button type="button" className={styles.secondary} onClick={() => setTermsOpen(true)}>
              {banner.secondButton.name}
            </button>
          )}
        </div>
      </div>
      {termsOpen && banner.secondButton && <BannerTermsDialog popup={banner.secondButton.popup} onClose={() => setTermsOpen(false)} />}
    </article>
  );
}
