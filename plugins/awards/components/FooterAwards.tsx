import { Link } from 'wouter';
import { usePluginOptions, useTranslation } from '@core/index';
import { awardsManifest } from '../manifest';
import { AwardsGrid } from './AwardsGrid';
import styles from './FooterAwards.module.css';

/** Footer awards block with "Show all" to /awards (spec §2). */
export default function FooterAwards() {
  const { t } = useTranslation('awards');
  const options = usePluginOptions(awardsManifest);
  return (
    <section className={styles.block} aria-labelledby="footer-awards">
      <div className={styles.head}>
        <h2 id="footer-awards" className={styles.title}>{t('footer.title')}</h2>
        <Link className={styles.all} href="/awards">{t('footer.showAll')}</Link>
      </div>
      <AwardsGrid limit={options.footerLimit} compact labelledBy="footer-awards" />
    </section>
  );
}
