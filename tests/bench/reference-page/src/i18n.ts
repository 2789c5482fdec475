import i18next, { type i18n as I18n } from 'i18next';

/**
 * The app translates every string through i18next, so the floor pays for it too. Messages are inline:
 * a floor should not add a round trip the app may or may not need.
 */
export function createI18n(): I18n {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en',
    initAsync: false,
    resources: { en: { lobby: { heading: 'Top games', play: 'Play {{title}}', loading: 'Loading games…' } } },
    defaultNS: 'lobby',
    interpolation: { escapeValue: false },
  });
  return i18n;
}
