import { useId, useState } from 'react';
import { useRuntime, useSession, useTranslation } from '@core/index';
import { FormBanner, SubmitButton, TextField, formStyles, useValidatedForm } from '@core/forms';
import { CONTACT_LIMITS, CONTACT_RULES, contactAnswerSchema } from '@schemas/wire/support';
import styles from './ContactForm.module.css';

type ContactValues = { name: string; email: string; subject: string; message: string };

/**
 * `#ContactForm[]#` on the `/support` page (spec part 1 §2, §7, §8): guests and players write to support through
 * `POST /api/send_contact_message`; the shared rules check the fields before sending and the platform's field
 * errors land under the same fields (the form kit); a copy goes to the sender's mailbox. A player's name and
 * e-mail are filled in from the profile.
 */
export default function ContactForm() {
  const runtime = useRuntime();
  const { player } = useSession();
  const { t } = useTranslation('support-chat');
  const headingId = useId();
  const [sent, setSent] = useState(false);
  const name = [player?.first_name, player?.last_name].filter(Boolean).join(' ') || player?.nickname || '';
  const form = useValidatedForm<ContactValues>({
    component: 'contact-form',
    initial: { name, email: player?.email ?? '', subject: '', message: '' },
    rules: CONTACT_RULES,
  });

  const send = async (values: ContactValues) => {
    await runtime.http.request({ method: 'post', path: '/api/send_contact_message', json: values, schema: contactAnswerSchema, code: 'SEND_CONTACT_MESSAGE' });
    setSent(true);
    form.set('subject', '');
    form.set('message', '');
  };

  const messageId = `${headingId}-message`;
  const messageError = form.text(form.errors.message);
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="contact-form">
      <h2 id={headingId} className={styles.title}>
        {t('contact.title')}
      </h2>
      <p className={formStyles.lead}>{t('contact.lead')}</p>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSent(false);
          void form.submit(send);
        }}
      >
        {sent && <FormBanner tone="success">{t('contact.sent')}</FormBanner>}
        {form.formError && <FormBanner tone="error">{form.text(form.formError)}</FormBanner>}
        <div className={formStyles.row}>
          <TextField
            name="name"
            label={t('contact.name')}
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            value={form.values.name}
            onChange={(v) => form.set('name', v)}
            onBlur={() => form.touch('name')}
            error={form.text(form.errors.name)}
          />
          <TextField
            name="email"
            type="email"
            label={t('contact.email')}
            autoComplete="email"
            value={form.values.email}
            onChange={(v) => form.set('email', v)}
            onBlur={() => form.touch('email')}
            error={form.text(form.errors.email)}
          />
        </div>
        <TextField
          name="subject"
          label={t('contact.subject')}
          maxLength={CONTACT_LIMITS.subject}
          value={form.values.subject}
          onChange={(v) => form.set('subject', v)}
          error={form.text(form.errors.subject)}
        />
        <div className={`${formStyles.field} ${messageError ? formStyles.invalid : ''}`}>
          <label className={formStyles.label} htmlFor={`${headingId}-text`}>
            {t('contact.message')}
          </label>
          <div className={formStyles.control}>
            <textarea
              id={`${headingId}-text`}
              name="message"
              className={`${formStyles.input} ${styles.textarea}`}
              rows={5}
              maxLength={CONTACT_LIMITS.message}
              value={form.values.message}
              onChange={(event) => form.set('message', event.target.value)}
              onBlur={() => form.touch('message')}
              aria-invalid={messageError ? true : undefined}
              aria-describedby={messageError ? messageId : undefined}
            />
          </div>
          {messageError && (
            <p id={messageId} className={formStyles.error} role="alert">
              {messageError}
            </p>
          )}
        </div>
        <SubmitButton busy={form.submitting}>{t('contact.submit')}</SubmitButton>
      </form>
    </section>
  );
}
