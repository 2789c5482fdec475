import { SHELL_BELOW_HEADER, SHELL_TOP } from '@schemas/contracts/slots';
import { useCallback, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { RouteView } from '../router/RouteView';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { ModalHost } from './ModalHost';
import { Sidebar } from './Sidebar';
import { Slot } from './Slot';
import { Toasts } from './Toasts';
import { WidgetDock } from './WidgetDock';
import styles from './Layout.module.css';

/** The shell: landmarks, chrome and the route view. It knows no feature; plugins fill menus and slots. */
export function Layout() {
  const { t } = useTranslation('core');
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [layout, setLayout] = useState<'default' | 'full'>('default');
  const openSidebar = useCallback(() => setSidebarOpen(true), []);
  return (
    <div className={styles.app}>
      <a className={styles.skip} href="#main">{t('shell.skipToContent')}</a>
      <Slot contract={SHELL_TOP} />
      <Header onOpenSidebar={openSidebar} />
      <Slot contract={SHELL_BELOW_HEADER} />
      <main id="main" className={layout === 'full' ? styles.mainFull : styles.main} tabIndex={-1}>
        <RouteView onLayout={setLayout} />
      </main>
      <Footer />
      <BottomBar onOpenSidebar={openSidebar} />
      {sidebarOpen && <Sidebar onClose={() => setSidebarOpen(false)} />}
      <WidgetDock />
      <ModalHost />
      <Toasts />
    </div>
  );
}
