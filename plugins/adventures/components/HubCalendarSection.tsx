import { useTranslation } from '@core/index';
import { CalendarState } from './CalendarState';
import { useAdventure } from './use-adventure';
import styles from './HubCalendarSection.module.css';

/** The activity hub's calendar section (ACTIVITY_HUB, order 100): the whole row, the player's adventure. */
export default function HubCalendarSection() {
  const { t } = useTranslation('adventures');
  const adventure = useAdventure();
  return (
    <section className={styles.section} aria-labelledby="hub-calendar-heading" data-testid="hub-section-calendar">
      <h2 id="hub-calendar-heading" className={styles.kicker}>{t('hub.calendar')}</h2>
      <CalendarState state={adventure} heading="h3" reload={adventure.reload} />
    </section>
  );
}
