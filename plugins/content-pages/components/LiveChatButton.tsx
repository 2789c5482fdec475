import { Icon, useRuntime, useTranslation } from '@core/index';
import { CHAT_SERVICE } from '@schemas/contracts/services';
import styles from './PlaceholderBlocks.module.css';

/** `#LiveChatButton[]#`: opens the support chat; without a chat plugin, writes to the contact e-mail. */
export function LiveChatButton() {
  const runtime = useRuntime();
  const { t } = useTranslation('content-pages');
  const chat = runtime.services.get(CHAT_SERVICE);
  const email = runtime.site.contact?.email;
  if (!chat && !email) return null;
  return (
    <div className={styles.callout}>
      <div>
        <strong className={styles.calloutTitle}>{t('liveChat.title')}</strong>
        <p className={styles.calloutText}>{t('liveChat.text')}</p>
      </div>
      {chat ? (
        <button type="button" className={styles.primary} onClick={() => chat.open()}>
          <Icon name="chat" size={18} />
          <span>{t('liveChat.button')}</span>
        </button>
      ) : (
        <a className={styles.primary} href={`mailto:${email}`}>
          <Icon name="chat" size={18} />
          <span>{t('liveChat.email', { email })}</span>
        </a>
      )}
    </div>
  );
}
