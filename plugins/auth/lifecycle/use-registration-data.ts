import { useCallback, useEffect, useState } from 'react';
import { usePluginState } from '@core/index';
import type { CountryInfo, CurrencyInfo, PlayerFieldInfo } from '@schemas/wire/info';
import { authApiState } from '../api';

export interface RegistrationData {
  fields: PlayerFieldInfo[];
  countries: CountryInfo[];
  currencies: CurrencyInfo[];
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: RegistrationData };

/** The registration fields-info with the country and currency lists its selects need. */
export function useRegistrationData(): Loaded & { retry: () => void } {
  const api = usePluginState(authApiState);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([api.playerFields('registration'), api.countries(), api.currencies()]).then(
      ([info, countries, currencies]) => live && setLoaded({ state: 'ready', data: { fields: info.fields, countries, currencies } }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, attempt]);
  const retry = useCallback(() => {
    setLoaded({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...loaded, retry };
}
