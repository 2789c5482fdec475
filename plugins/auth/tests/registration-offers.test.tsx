// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../core/boot/App';
import { catalogEntry } from '../../../core/plugin/define';
import { defineManifest, definePlugin } from '@core/index';
import { BONUS_OFFERS_SERVICE } from '@schemas/contracts/services';
import type { RegistrationBonusOffer } from '@schemas/wire/bonuses';
import coreEn from '../../../core/messages/en.json';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import authEn from '../messages/en.json';
import { RegistrationOffers } from '../components/RegistrationOffers';

// The block as the sign-up form draws it, at a page of its own; the offers come from a stand-in of the bonuses plugin.
const hostManifest = defineManifest({ id: 'offers-host', contributes: { routes: { page: { path: '/offers', order: 100 } } } });
const host = catalogEntry(hostManifest, async () => ({
  default: definePlugin(hostManifest, (api) => api.implement({ routes: { page: async () => ({ default: () => <><p>sign-up form</p><RegistrationOffers currency="CAD" /></> }) } })),
}));
function bonusesStandIn(offers: RegistrationBonusOffer[], asked: string[]) {
  const manifest = defineManifest({ id: 'bonuses-stand-in' });
  const plugin = definePlugin(manifest, (api) =>
    api.expose(BONUS_OFFERS_SERVICE, () => ({
      registrationOffers: async (currency) => {
        asked.push(currency);
        return offers;
      },
      depositOffers: async () => [],
    })),
  );
  return catalogEntry(manifest, async () => ({ default: plugin }));
}
const offer: RegistrationBonusOffer = { id: '1', title: 'Welcome gift', description: '', currency: 'CAD', amount_cents: 1_500, freespins_count: 20, wager_multiplier: 30, group_key: null };
const messages = { core: coreEn, auth: authEn };

afterEach(() => cleanup());

describe('sign-up: what a new player gets (BONUS_OFFERS_SERVICE)', () => {
  it('lists the registration offers in the chosen currency', async () => {
    const asked: string[] = [];
    const { runtime } = await createTestRuntime({ plugins: [host, bonusesStandIn([offer], asked)], messages, url: '/offers' });
    render(<App runtime={runtime} />);
    const block = await screen.findByTestId('registration-offers');
    expect(block.textContent).toBe('What you get when you joinWelcome giftCA$15.00 bonus money · 20 free spins · Wager ×30');
    expect(asked).toEqual(['CAD']);
  });

  it('shows nothing without the bonuses plugin, or without offers', async () => {
    const { runtime } = await createTestRuntime({ plugins: [host], messages, url: '/offers' });
    render(<App runtime={runtime} />);
    expect(await screen.findByText('sign-up form')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('registration-offers')).toBeNull();
    cleanup();
    const asked: string[] = [];
    const empty = await createTestRuntime({ plugins: [host, bonusesStandIn([], asked)], messages, url: '/offers' });
    render(<App runtime={empty.runtime} />);
    await waitFor(() => expect(asked).toEqual(['CAD']));
    expect(screen.queryByTestId('registration-offers')).toBeNull();
  });
});
