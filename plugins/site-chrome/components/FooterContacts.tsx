import { Suspense } from 'react';
import { Icon, useRuntime, useTranslation } from '@core/index';
import type { FooterConfig } from '@schemas/feconfig/site-widgets.schema';
import { CHAT_SERVICE } from '@schemas/contracts/services';
import { useFooterConfig } from '../footer-reads';
import { SocialLinks } from './SocialLinks';
import styles from './FooterContacts.module.css';

/**
 * Footer column: phone if configured, chat link, contact e-mail and the social links (spec §2). `footer-config` is read
 * while rendering, so a server-drawn page carries the column complete; while it loads in the browser the column
 * shows what the site file knows (its height barely changes when the socials arrive).
 */
export default function FooterContacts() {
  return (
    <Suspense fallback={<ContactsColumn footer={null} />}>
      <LoadedContacts />
    </Suspense>
  );
}

function LoadedContacts() {
  return <ContactsColumn footer={useFooterConfig()} />;
}

/** The column; `footer` null while it loads, or when `footer-config` is missing or broken (the site file's contacts only). */
function ContactsColumn({ footer }: { footer: FooterConfig | null }) {
  const runtime = useRuntime();
  const { t } = useTranslation('site-chrome');
  const chat = runtime.services.get(CHAT_SERVICE);
  const phone = runtime.site.contact?.phone ?? footer?.contacts.phone;
  const email = runtime.site.contact?.email ?? footer?.contacts.email;
  return (
    <section className={styles.column} aria-labelledby="footer-contacts">
      <h2 id="footer-contacts" className={styles.heading}>{t('contacts.title')}</h2>
      <ul className={styles.list}>
        {phone && (
          <li>
            <a className={styles.link} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              <Icon name="bell" size={16} />
              <span>{phone}</span>
            </a>
          </li>
        )}
        <li>
          {chat ? (
            <button type="button" className={styles.link} onClick={() => chat.open()}>
              <Icon name="chat" size={16} />
              <span>{t('contacts.chat')}</span>
            </button>
          ) : (
            <a className={styles.link} href="#chat">
              <Icon name="chat" size={16} />
              <span>{t('contacts.chat')}</span>
            </a>
          )}
        </li>
        {email && (
          <li>
            <a className={styles.link} href={`mailto:${email}`}>
              <Icon name="info" size={16} />
              <span>{email}</span>
            </a>
          </li>
        )}
      </ul>
      {footer && footer.socials.length > 0 && <SocialLinks socials={footer.socials} />}
    </section>
  );
}
