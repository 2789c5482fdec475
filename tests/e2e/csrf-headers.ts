import type { Page } from '@playwright/test';

const xhr = { 'x-requested-with': 'XMLHttpRequest' };

/** Headers a signed-in page's own API calls carry: the CSRF token from its cookie, as the client sends it. */
export async function csrfHeaders(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
  return { ...xhr, 'x-csrf-token': decodeURIComponent(token) };
}
