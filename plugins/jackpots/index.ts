import { definePlugin, useFlags, type MenuEntry, type When } from '@core/index';
import { jackpotsManifest } from './manifest';

/**
 * Binds the jackpot pages, the lobby row, the CMS block, the win popup, the header's mystic items and the live
 * channels. Wiring only (fast first visit): the lobby row is in this entry (eager: a guest's first paint draws it at
 * its final height); pages, the block, the popup and every realtime handler with its schema load on use.
 */
export default definePlugin(jackpotsManifest, (api) => {
  const mystic = api.options.mysticJackpots;
  const whenMystic: When = (ctx) => ctx.flags.enableMysticJackpots;
  api.implement({
    routes: {
      jackpots: () => import('./pages/JackpotsPage'),
      jackpot: () => import('./pages/JackpotPage'),
      // One copy per mystic jackpot of the site, live only while the flag is on (so a CMS page may use the address
      // otherwise); the page itself shows only an active mystic jackpot.
      mystic: mystic.map((identifier) => {
        const copy = {
          key: `mystic-${identifier}`,
          order: 400,
          path: `/${identifier}`,
          load: () => import('./pages/MysticJackpotPage').then((m) => ({ default: m.mysticJackpotPage(identifier) })),
          when: whenMystic,
        };
        return copy;
      }),
    },
    menuSources: {
      // Spec part 1 §2: mystic-jackpot items in the header, behind `enableMysticJackpots`.
      'header-mystic': function useMysticItems(): MenuEntry[] {
        const flags = useFlags();
        if (!flags.enableMysticJackpots) return [];
        return mystic.map((identifier, i) => ({ id: `mystic-${identifier}`, order: i, labelKey: 'jackpots:menu.mystic', to: `/${identifier}`, icon: 'star' }));
      },
    },
    slots: {
      'lobby-row': () => import(/* webpackMode: "eager" */ './components/JackpotRow'),
    },
    modals: { 'win-popup': () => import('./components/WinPopup') },
    placeholders: { JackpotBlock: () => import('./components/JackpotBlock') },
    realtime: {
      changes: { load: () => import('./live/changes') },
      wins: { load: () => import('./live/wins') },
      award: { load: () => import('./live/award') },
    },
  });
});
