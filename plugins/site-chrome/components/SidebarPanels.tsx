import { useEffect, useState } from 'react';
import { Icon, useRuntime, useTranslation } from '@core/index';
import { LOCAL_TIME_TICK_MS } from '@config/timing';
import { formatLocalTime } from '../chrome-rules';
import { InstallAppBanner } from './InstallAppBanner';
import styles from './SidebarPanels.module.css';

/** Sidebar panels of this plugin: the local time (every 15 s, spec §9) and the installer block. */
export default function SidebarPanels() {
  const runtime = useRuntime();
  const { t } = useTranslation('site-chrome');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), LOCAL_TIME_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      <p className={styles.time}>
        <Icon name="clock" size={18} />
        <span>{t('localTime')}</span>
        <time dateTime={now.toISOString()} className={styles.clock}>{formatLocalTime(now, runtime.locale.current)}</time>
      </p>
      <InstallAppBanner compact />
    </>
  );
}
