import type { TemplateContext } from './context';
import { textsOf } from './messages';

/** tests/e2e/<id>.spec.ts: the plugin in a real browser against the host (the site file must list it). */
export const spec = (ctx: TemplateContext) => {
  const { n, platform } = ctx;
  const file = `tests/e2e/${n.id}.spec.ts`;
  const fixtures = ctx.imp(file, 'tests/e2e/fixtures');
  const players = ctx.imp(file, 'tests/e2e/players');
  const de = textsOf(ctx, 'de');
  const player = platform
    ? `
test('a signed-in player sees the rounds of the day', async ({ page }) => {
  await signInDemoPlayer(page);
  await page.goto('/${n.id}');
  await expect(page.getByTestId('${n.id}-rounds')).toHaveText(/^\\d+$/);
  await expect(page.getByTestId('${n.id}-staked')).not.toBeEmpty();
});
`
    : '';
  return `import { test, expect } from '${fixtures}';
${platform ? `import { signInDemoPlayer } from '${players}';\n` : ''}
/** The German texts of plugins/${n.id}/messages/de.json that the test reads (kept in step when you rename them). */
const de = { title: ${JSON.stringify(de.title)}, open: ${JSON.stringify(de.open)} };

/**
 * ${n.title} (plugins/${n.id}): its lobby row leads to its page and keeps the language prefix. Runs when a site file
 * (sites/aurora.json) lists "${n.id}"; the host starts per worker (tests/e2e/fixtures.ts).
 */
test('the lobby row opens the page in the visitor\\'s language', async ({ page }) => {
  await page.goto('/de');
  const row = page.getByTestId('${n.id}-row');
  await expect(row.getByRole('heading', { name: de.title })).toBeVisible();
  await row.getByRole('link', { name: de.open }).click();
  await expect(page).toHaveURL(/\\/de\\/${n.id}$/);
  await expect(page.getByRole('heading', { level: 1, name: de.title })).toBeVisible();
});
${player}`;
};
