import { FLOATING_WIDGETS } from '@schemas/contracts/slots';
import { useTranslation } from '../i18n/use-translation';
import { Slot } from './Slot';
import styles from './WidgetDock.module.css';

/**
 * The floating bookmarks (FLOATING_WIDGETS): fixed at the right edge, above the phone's bottom bar, out of the
 * page's flow (no layout shift, whenever they arrive). Drawn after the first paint like any slot outside it.
 */
export function WidgetDock() {
  const { t } = useTranslation('core');
  return (
    <aside className={styles.dock} aria-label={t('shell.widgets')}>
      <Slot contract={FLOATING_WIDGETS} />
    </aside>
  );
}
