import { test, expect } from './fixtures';
import { newPlayer } from './players';

/**
 * Support chat and contact form (issue 17), desktop and phone: a player opens the chat with `#chat`, writes, and an
 * operator answering on `/dev/support` (another browser, the demo support desk) is heard without a reload over the
 * player's `support_chat` channel; text stays text. A guest writes to support with the `/support` contact form.
 */

test('a player writes to support and sees the operator\'s reply from /dev/support', async ({ page, browser, baseURL }) => {
  const email = await newPlayer(page);
  await page.goto('/#chat');
  const chat = page.getByTestId('chat-panel');
  await expect(chat).toBeVisible();
  await expect(chat.getByRole('heading', { name: 'Support' })).toBeVisible();

  const input = chat.getByTestId('chat-input');
  await input.fill('Hello, where is my <b>deposit</b>?');
  await input.press('Enter');
  await expect(chat.getByTestId('chat-message').filter({ hasText: 'Hello, where is my <b>deposit</b>?' })).toBeVisible();
  await expect(input).toHaveValue('');

  // The operator, in a browser of their own.
  const desk = await (await browser.newContext({ baseURL })).newPage();
  await desk.goto('/dev/support');
  await expect(desk.getByRole('heading', { name: 'Support desk' })).toBeVisible();
  await desk.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).click();
  await expect(desk.locator('#thread')).toContainText('Hello, where is my <b>deposit</b>?');
  await desk.getByRole('textbox', { name: 'Reply to the player' }).fill('It arrived a minute ago. <i>Enjoy!</i>');
  await desk.getByRole('button', { name: 'Send reply' }).click();
  await expect(desk.getByRole('status')).toHaveText('Sent.');

  // Heard by the open chat without a reload, drawn as text.
  const reply = chat.getByTestId('chat-message').filter({ hasText: 'It arrived a minute ago. <i>Enjoy!</i>' });
  await expect(reply).toBeVisible();
  await expect(chat.locator('i')).toHaveCount(0);

  // The conversation is kept: closed and opened again after a reload, it is still there.
  await page.reload();
  await page.evaluate(() => (window.location.hash = 'chat'));
  await expect(page.getByTestId('chat-panel').getByTestId('chat-message')).toHaveCount(2);
  await desk.context().close();
});

test('a guest sends the contact form on /support; errors show under the fields', async ({ page, request }) => {
  await page.goto('/support');
  const form = page.getByTestId('contact-form');
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveCount(3);
  await expect(form.getByLabel('Your name')).toHaveAttribute('aria-invalid', 'true');

  const email = `guest-${Date.now()}@e2e.dev`;
  await form.getByLabel('Your name').fill('Grace Guest');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Message').fill('I cannot find the terms for the weekly race.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/send_contact_message'));
  await form.getByRole('button', { name: 'Send message' }).click();
  expect((await sent).status()).toBe(201);
  await expect(form.getByRole('status')).toContainText('Your message has been sent');
  const mails = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { kind: string }[];
  expect(mails.map((mail) => mail.kind)).toContain('contact_copy');
});
