import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { Icon, lazyComponent, usePluginState, useRuntime, useSession, useTranslation, whenIdle } from '@core/index';
import { showsLauncher } from '../rules/choose-chat';
import { supportCounterText, unreadReplies } from '../rules/counter';
import { chatState } from '../state';
import styles from './ChatLauncher.module.css';

const ChatPanel = lazyComponent(() => import('./ChatPanel'));

/**
 * A player's floating chat launcher with the unread replies' counter (§4, `1+` above 1, §9), and the host of their
 * chat panel: the panel opens from here whichever entry asked (launcher, sidebar, footer, CMS button, `#chat`),
 * drawn at the body's level. The launcher itself follows the 543/544 rotation (`showsLauncher`). Guests' panel is
 * hosted by the header's support button.
 */
export default function ChatLauncher() {
  const runtime = useRuntime();
  const { player } = useSession();
  const store = usePluginState(chatState);
  const { open, messages, lastOpenAt, choice } = useSnapshot(store.state);
  const { t } = useTranslation('support-chat');

  // A player's counter needs the conversation: read it when the browser is idle after the first paint.
  useEffect(() => {
    if (!player) return undefined;
    return whenIdle(() => void import('../actions').then(({ ensureChat }) => ensureChat(runtime)));
  }, [runtime, player]);

  const unread = open ? 0 : unreadReplies(messages, lastOpenAt);
  const counter = supportCounterText(unread);
  const shown = showsLauncher(player ? { id: player.id, groups: player.groups } : null) && !open;
  return (
    <>
      {shown && (
        <button
          type="button"
          className={choice?.vip ? `${styles.launcher} ${styles.vip}` : styles.launcher}
          onClick={() => void import('../actions').then((actions) => actions.openChat(runtime))}
          aria-label={unread > 0 ? t('launcher.labelCount', { count: unread }) : t('launcher.label')}
          data-testid="chat-launcher"
        >
          <Icon name={choice?.vip ? 'crown' : 'chat'} size={22} />
          {counter && (
            <span className={styles.count} aria-hidden="true" data-testid="chat-unread">
              {counter}
            </span>
          )}
        </button>
      )}
      {open && typeof document !== 'undefined' && createPortal(<ChatPanel />, document.body)}
    </>
  );
}
