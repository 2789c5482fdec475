import { Link } from 'wouter';
import { useTranslation } from '@core/index';
import { HUB_PATH } from '../rules/page-access';
import { useAdventure } from './use-adventure';
import styles from './BannerPlaceholder.module.css';

/**
 * `#AdventureBanner#` in CMS content: one line of the player's adventure (days completed out of total, or finished)
 * with a link to the calendar (`to=` prop: another path). Nothing for a visitor without an adventure; its height is
 * kept while loading.
 */
export default function BannerPlaceholder({ props }: { props: Record<string, string> }) {
  const { t } = useTranslation('adventures');
  const adventure = useAdventure();
  const to = props.to?.startsWith('/') ? props.to : HUB_PATH;
  if (adventure.status === 'loading') return <div className={styles.banner} aria-busy="true" />;
  if (adventure.status !== 'ready') return null;
  const { calendar } = adventure;
  const today = calendar.cards.find((c) => c.state === 'active');
  return (
    <div className={styles.banner} data-testid="cms-adventure-banner" data-finished={calendar.finished}>
      <div>
        <strong>{calendar.title || t('calendar.title')}</strong>
        <span>{calendar.finished ? t('calendar.finishedTitle') : t('calendar.progress', { completed: calendar.completed, total: calendar.total })}</span>
      </div>
      <Link href={to} className={styles.link}>{today ? t('banner.today') : t('banner.open')}</Link>
    </div>
  );
}
