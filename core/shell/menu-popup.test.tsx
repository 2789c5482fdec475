// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create-i18n';
import { I18nProvider } from '../i18n/use-translation';
import type { MenuEntry } from '../plugin/contributions';
import { MENU_POPUP_PREFIX, markPopupShown, popupDue } from './menu-popup';
import { MenuLink } from './MenuLink';

const popup = { flag: 'chance-page', titleKey: 'chance:popup.title', textKey: 'chance:popup.text', buttonKey: 'chance:popup.go' };
const messages = { popup: { title: 'Before you spin', text: 'One spin a day.', go: 'Go on' } };

function memoryStorage() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('menu popup rule (spec part 1 §4)', () => {
  it('is due once per device: until its local flag is set', () => {
    const storage = memoryStorage();
    expect(popupDue(undefined, storage)).toBe(false);
    expect(popupDue(popup, storage)).toBe(true);
    markPopupShown(popup, storage);
    expect(storage.map.get(`${MENU_POPUP_PREFIX}chance-page`)).toBe('true');
    expect(popupDue(popup, storage)).toBe(false);
    // No storage: the flag could not be kept, so the popup never shows (rather than on every click).
    expect(popupDue(popup, null)).toBe(false);
  });
});

describe('a menu item with a popup', () => {
  const entry: MenuEntry = { id: 'chance', order: 1, label: 'Chance', to: '/chance', popup };

  async function renderLink() {
    const i18n = await createI18n('en');
    i18n.addResourceBundle('en', 'chance', messages);
    const location = memoryLocation({ path: '/', record: true });
    let navigated = 0;
    render(
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook}>
          <MenuLink entry={entry} onNavigate={() => navigated++} />
        </Router>
      </I18nProvider>,
    );
    return { location, navigated: () => navigated };
  }

  it('shows the popup on the first click, then goes on to the page when it is closed', async () => {
    const { location, navigated } = await renderLink();
    fireEvent.click(screen.getByRole('link', { name: 'Chance' }));
    expect(await screen.findByText('One spin a day.')).toBeTruthy();
    expect(location.history).toEqual(['/']);
    expect(navigated()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Go on' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/chance'));
    expect(navigated()).toBe(1);
    expect(localStorage.getItem(`${MENU_POPUP_PREFIX}chance-page`)).toBe('true');
  });

  it('navigates at once once the popup was shown on this device', async () => {
    localStorage.setItem(`${MENU_POPUP_PREFIX}chance-page`, 'true');
    const { location, navigated } = await renderLink();
    fireEvent.click(screen.getByRole('link', { name: 'Chance' }));
    expect(screen.queryByText('One spin a day.')).toBeNull();
    expect(location.history.at(-1)).toBe('/chance');
    expect(navigated()).toBe(1);
  });
});
