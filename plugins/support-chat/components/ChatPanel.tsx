import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { Icon, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { CHAT_MESSAGE_MAX } from '@schemas/wire/support';
import { closeChat, sendMessage } from '../actions';
import { chatState } from '../state';
import styles from './ChatPanel.module.css';

/**
 * The chat window (issue 17): bottom right on desktop, the whole screen on a phone; a non-modal dialog the player
 * can leave open while browsing. Messages are plain text (drawn as text, never HTML). VIP players get the VIP
 * widget: its own title and colours, and the VIP group (chosen in actions.ts). Guests have no conversation to keep
 * (no private channel for replies): they are offered sign-in and the contact form.
 */
export default function ChatPanel() {
  const runtime = useRuntime();
  const { player } = useSession();
  const store = usePluginState(chatState);
  const { messages, load, sending, sendFailed, choice } = useSnapshot(store.state);
  const { t } = useTranslation('support-chat');
  const [draft, setDraft] = useState('');
  const titleId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const vip = choice?.vip === true;

  useEffect(() => {
    input.current?.focus();
    const escape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeChat(runtime);
    };
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [runtime]);
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [messages.length]);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body || sending) return;
    if (await sendMessage(runtime, body)) setDraft('');
    input.current?.focus();
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line (as in every chat).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };
  const time = (iso: string) => new Intl.DateTimeFormat(runtime.locale.current, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

  return (
    <section role="dialog" aria-modal="false" aria-labelledby={titleId} className={vip ? `${styles.panel} ${styles.vip}` : styles.panel} data-testid="chat-panel">
      <header className={styles.head}>
        <span className={styles.avatar} aria-hidden="true">
          <Icon name={vip ? 'crown' : 'chat'} size={20} />
        </span>
        <div className={styles.heading}>
          <h2 id={titleId} className={styles.title}>
            {vip ? t('panel.vipTitle') : t('panel.title')}
          </h2>
          <p className={styles.subtitle}>{vip ? t('panel.vipSubtitle') : t('panel.subtitle')}</p>
        </div>
        <button type="button" className={styles.close} onClick={() => closeChat(runtime)} aria-label={t('panel.close')}>
          <Icon name="close" size={18} />
        </button>
      </header>
      {!player ? (
        <div className={styles.guest}>
          <p>{t('guest.text')}</p>
          <Link href={runtime.pathOf('sign-in')} className={styles.primary} onClick={() => closeChat(runtime)}>
            {t('guest.signIn')}
          </Link>
          <Link href="/support" className={styles.secondary} onClick={() => closeChat(runtime)}>
            {t('guest.contact')}
          </Link>
        </div>
      ) : (
        <>
          <ol className={styles.log} ref={log} aria-live="polite" aria-label={t('panel.messages')} data-testid="chat-messages">
            <li className={`${styles.message} ${styles.operator}`}>
              <p className={styles.body}>{vip ? t('panel.vipGreeting') : t('panel.greeting')}</p>
            </li>
            {messages.map((message) => (
              <li key={message.id} className={`${styles.message} ${message.author === 'player' ? styles.own : styles.operator}`} data-testid="chat-message">
                <span className="visually-hidden">{message.author === 'player' ? t('panel.you') : t('panel.support')}: </span>
                <p className={styles.body}>{message.body}</p>
                <time className={styles.time} dateTime={message.created_at}>
                  {time(message.created_at)}
                </time>
              </li>
            ))}
          </ol>
          {load === 'failed' && (
            <p className={styles.error} role="alert">
              {t('panel.loadFailed')}
            </p>
          )}
          {sendFailed && (
            <p className={styles.error} role="alert">
              {t('panel.sendFailed')}
            </p>
          )}
          <form className={styles.compose} onSubmit={(event) => void submit(event)}>
            <label className="visually-hidden" htmlFor={`${titleId}-input`}>
              {t('panel.inputLabel')}
            </label>
            <textarea
              id={`${titleId}-input`}
              ref={input}
              className={styles.input}
              value={draft}
              rows={1}
              maxLength={CHAT_MESSAGE_MAX}
              placeholder={t('panel.placeholder')}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKey}
              data-testid="chat-input"
            />
            <button type="submit" className={styles.send} disabled={sending || draft.trim() === ''} aria-label={t('panel.send')} data-testid="chat-send">
              <Icon name="chevron" size={20} />
            </button>
          </form>
        </>
      )}
    </section>
  );
}
