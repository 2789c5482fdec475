import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFakeSmtpServer } from './fake-smtp-server';
import { signInBody, startSecurityHost, type SecurityHost } from './security-host';

/** Issue 20: mail bodies carry reset links and sign-in codes; none of them may reach the server log. */
describe('mail and the server log', () => {
  let host: SecurityHost | null = null;
  afterEach(async () => {
    vi.restoreAllMocks();
    await host?.close();
    host = null;
  });

  const captureLog = () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
    vi.spyOn(console, 'log').mockImplementation(capture);
    vi.spyOn(console, 'info').mockImplementation(capture);
    vi.spyOn(console, 'error').mockImplementation(capture);
    return lines;
  };
  // A reset mail and a two-factor code mail.
  const sendSecrets = async (app: SecurityHost['app']) => {
    expect((await app.inject({ method: 'POST', url: '/api/users/password', payload: { user: { email: 'demo@croupier.dev' } } })).statusCode).toBe(201);
    expect((await app.inject({ method: 'POST', url: '/api/users/sign_in', payload: signInBody('twofa@croupier.dev', 'Demo12345') })).json()).toEqual({
      two_factor_required: true,
    });
  };

  it('demo mode: the body is in the dev mailbox, the log names only recipient and kind', async () => {
    const lines = captureLog();
    host = await startSecurityHost({}, { quiet: false });
    await sendSecrets(host.app);
    const mails = (await host.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json() as { kind: string; body: string }[];
    const token = /reset_password_token=([\w-]+)/.exec(mails.find((mail) => mail.kind === 'password_reset')!.body)![1]!;
    const code = /\b(\d{6})\b/.exec(mails.find((mail) => mail.kind === 'two_factor')!.body)![1]!;
    const log = lines.join('\n');
    expect(log).toContain('kind=password_reset');
    expect(log).not.toContain(token);
    expect(log).not.toContain(code);
  });

  it('production without SMTP_URL: logged as not sent, secrets nowhere', async () => {
    const lines = captureLog();
    host = await startSecurityHost({ CROUPIER_MODE: 'production' }, { quiet: false });
    await sendSecrets(host.app);
    const log = lines.join('\n');
    expect(log).toContain('not sent, no SMTP_URL: to=demo@croupier.dev kind=password_reset');
    expect(log).toContain('kind=two_factor');
    expect(log).not.toMatch(/reset_password_token=|\b\d{6}\b/);
  });

  it('production with SMTP_URL: the mail reaches the SMTP server, the log still holds no secret', async () => {
    const smtp = await startFakeSmtpServer();
    try {
      const lines = captureLog();
      host = await startSecurityHost({ CROUPIER_MODE: 'production', SMTP_URL: smtp.url, MAIL_FROM: 'casino@example.test' }, { quiet: false });
      await sendSecrets(host.app);
      await vi.waitFor(() => expect(smtp.messages).toHaveLength(2), { timeout: 5000 });
      const reset = smtp.messages.find((message) => message.includes('reset_password_token='))!;
      expect(reset).toMatch(/^From: casino@example\.test/m);
      const token = /reset_password_token=([\w-]+)/.exec(reset)![1]!;
      await vi.waitFor(() => expect(lines.filter((line) => line.includes('sent to='))).toHaveLength(2));
      expect(lines.join('\n')).not.toContain(token);
      expect(lines.join('\n')).not.toMatch(/\b\d{6}\b/);
    } finally {
      await smtp.close();
    }
  });
});
