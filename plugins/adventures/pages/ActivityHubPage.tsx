import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { Slot, stateOf, useRuntime, useTranslation, useVisibility } from '@core/index';
import { ACTIVITY_HUB } from '@schemas/contracts/slots';
import { adventuresApiState } from '../api';
import { pageOpenTo } from '@schemas/feconfig/promotion-pages';
import { HUB_SLUG } from '../rules/page-access';
import styles from './ActivityHubPage.module.css';

type Access = 'loading' | 'open' | 'closed';

/**
 * The activity hub `/aquanova-odyssey` (spec part 2 §2, ActivityHub): the player's activities in one place — the
 * adventure calendar, their quest, running tournaments, the shop — each a section another plugin draws into the
 * ACTIVITY_HUB slot. Open to the groups `manage-promotion-pages` gives the slug (testers: always); guests and
 * others get a short message with the way to the promotions instead.
 */
export default function ActivityHubPage() {
  const { t } = useTranslation('adventures');
  const runtime = useRuntime();
  const { loggedIn, groups } = useVisibility();
  const [access, setAccess] = useState<Access>('loading');
  const groupKey = groups.join(',');

  useEffect(() => {
    if (!loggedIn) return setAccess('closed');
    let live = true;
    void stateOf(runtime, adventuresApiState)
      .pages()
      .then((pages) => live && setAccess(pageOpenTo(pages, HUB_SLUG, groups) ? 'open' : 'closed'));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runtime, loggedIn, groupKey]);

  return (
    <div className={styles.page} data-testid="activity-hub" data-access={access}>
      <title>{t('hub.documentTitle', { site: runtime.site.name })}</title>
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.kicker}>{t('hub.kicker')}</p>
          <h1 className={styles.title}>{t('hub.title')}</h1>
          <p className={styles.lead}>{t('hub.lead')}</p>
        </div>
        <div className={styles.orbit} aria-hidden="true"><span /><span /><span /></div>
      </header>
      <div className={styles.content}>
        {access === 'loading' ? (
          <div className={styles.grid} aria-busy="true"><div className={styles.placeholder} /></div>
        ) : access === 'open' ? (
          <div className={styles.grid} data-testid="activity-hub-sections">
            <Slot contract={ACTIVITY_HUB} />
          </div>
        ) : (
          <div className={styles.closed} data-testid="activity-hub-closed">
            <h2>{loggedIn ? t('hub.closedTitle') : t('hub.guestTitle')}</h2>
            <p>{loggedIn ? t('hub.closedText') : t('hub.guestText')}</p>
            <Link href="/promotions" className={styles.button}>{t('hub.promotions')}</Link>
          </div>
        )}
      </div>
    </div>
  );
}
