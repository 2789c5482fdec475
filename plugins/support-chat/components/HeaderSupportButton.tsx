import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { Icon, lazyComponent, usePluginState, useRuntime, useTranslation } from '@core/index';
import { chatState } from '../state';
import styles from './HeaderSupportButton.module.css';

const ChatPanel = lazyComponent(() => import('./ChatPanel'));

/**
 * The guests' header support button (spec part 1 §2: "notifications or support button"; players get the bell) and
 * the host of a guest's chat panel (players' is the launcher's). In the entry chunk (a guest's first paint): the
 * panel and the actions load on the first click. On a phone the button is hidden (the header is full there: the
 * chat is in the side menu and the footer) and the block stays mounted as the panel's host.
 */
export default function HeaderSupportButton() {
  const runtime = useRuntime();
  const { open } = useSnapshot(usePluginState(chatState).state);
  const { t } = useTranslation('support-chat');
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-label={t('header.label')}
        title={t('header.label')}
        data-testid="header-support"
        onClick={() => void import('../actions').then((actions) => actions.openChat(runtime))}
      >
        <Icon name="chat" size={20} />
      </button>
      {open && typeof document !== 'undefined' && createPortal(<ChatPanel />, document.body)}
    </>
  );
}
