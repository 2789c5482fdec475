import { Icon, useRuntime, useTranslation } from '@core/index';
import { SEARCH_MODAL } from '@schemas/contracts/modals';
import styles from './SearchButton.module.css';

/** The header's search action. */
export default function SearchButton() {
  const { t } = useTranslation('search');
  const runtime = useRuntime();
  return (
    <button type="button" className={styles.button} onClick={() => runtime.modals.open(SEARCH_MODAL)} aria-label={t('open')} aria-haspopup="dialog" data-testid="search-button">
      <Icon name="search" size={20} />
      <span className={styles.label}>{t('button')}</span>
    </button>
  );
}
