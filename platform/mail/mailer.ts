import type { PlatformConfig, PlatformContext } from '../context';
import type { Db } from '../db/database';
import { storeMail } from './mailbox';
import { smtpTransport } from './smtp-transport';

/**
 * Where the platform's mail goes. Bodies carry secrets (reset and confirmation links, sign-in codes), so the
 * log only ever names the recipient, the kind and the subject (issue 20): in demo mode the body is read in
 * the dev mailbox, in production it goes to the SMTP server or nowhere.
 */
export function createMailer(config: PlatformConfig, db: Db): PlatformContext['mail'] {
  const smtp = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  const log = (line: string) => {
    if (!config.quiet) console.log(`[platform mail] ${line}`);
  };
  return (to, subject, body, kind) => {
    const summary = `to=${to} kind=${kind} subject="${subject}"`;
    if (config.mode === 'demo') {
      storeMail(db, to, subject, body, kind);
      log(`${summary} (demo: read it at /dev/mailbox)`);
    }
    if (smtp) {
      smtp.send({ from: config.mailFrom, to, subject, text: body }).then(
        () => log(`sent ${summary}`),
        // The transport's message names the server's answer, never the body.
        (error: unknown) => console.error(`[platform mail] SMTP failed for ${summary}: ${error instanceof Error ? error.message : 'unknown error'}`),
      );
    } else if (config.mode === 'production') {
      log(`not sent, no SMTP_URL: ${summary}`);
    }
  };
}
