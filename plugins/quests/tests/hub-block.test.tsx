// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { defineManifest, definePlugin, Slot } from '@core/index';
import { catalogEntry } from '@core/plugin/define';
import coreEn from '@core/messages/en.json';
import { ACTIVITY_HUB } from '@schemas/contracts/slots';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { questsManifest } from '../manifest';
import en from '../messages/en.json';
import { HOUR, at, standing, wireQuest } from './fixtures';

/** The activity hub's quest section (ACTIVITY_HUB 200), drawn by a host page as the adventures plugin's hub does. */
const plugin = catalogEntry(questsManifest, () => import('../index'));
const hubManifest = defineManifest({ id: 'hub', contributes: { routes: { main: { path: '/', order: 900, role: 'main' } } } });
const hub = catalogEntry(hubManifest, async () => ({
  default: definePlugin(hubManifest, (api) => api.implement({ routes: { main: async () => ({ default: () => <Slot contract={ACTIVITY_HUB} /> }) } })),
}));
const settings = { 'GET /api/player/settings': { socket: { url: '/socket', user: '7', token: 't' }, captcha: { enabled: false, site_key: null } } };

async function hubWith(api: Record<string, unknown>) {
  const test = await createTestRuntime({ plugins: [plugin, hub], messages: { core: coreEn, quests: en }, player: testPlayer(), url: '/', api: { ...settings, ...api } });
  render(<App runtime={test.runtime} />);
  return screen.findByTestId('hub-section-quests', {}, { timeout: 5_000 });
}

afterEach(cleanup);

describe('quests: activity hub section', () => {
  it('shows the quest the player climbs, their level and a link to it', async () => {
    const other = wireQuest({ id: 2, title: 'Robo Rally', frontend_identifier: 'quest--robot-s--robo-rally', end_at: at(2 * HOUR) });
    const section = await hubWith({ 'GET /api/quests': [other, wireQuest()], 'GET /api/quests/statuses': [standing()] });
    expect(await within(section).findByText('First Steps')).toBeTruthy();
    expect(within(section).getByText('Level 3 of 6')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Open quest' }).getAttribute('href')).toBe('/action/first-steps');
  });

  it('points to the Arena when no quest runs', async () => {
    const section = await hubWith({ 'GET /api/quests': [], 'GET /api/quests/statuses': [] });
    expect(await within(section).findByText('No quest is running right now.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Go to the Arena' }).getAttribute('href')).toBe('/arena');
  });
});
