import nodemailer from 'nodemailer';

export interface SmtpMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * One SMTP transport per platform (`SMTP_URL`, e.g. `smtps://user:pass@mail.example:465`). Not pooled: each
 * mail opens and closes its own connection, so nothing stays open when the platform stops.
 */
export function smtpTransport(url: string): { send(mail: SmtpMail): Promise<void> } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
  };
}
