import { useEffect, useState } from 'react';
import { usePluginState } from '@core/index';
import type { CountryInfo, PlayerFieldContext, PlayerFieldInfo } from '@schemas/wire/info';
import { EDITABLE_PLAYER_FIELDS } from '@schemas/wire/player';
import { profileApiState } from '../api';

export type FieldsLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; fields: PlayerFieldInfo[]; countries: CountryInfo[] };

const editable = (name: string) => (EDITABLE_PLAYER_FIELDS as readonly string[]).includes(name);

/** The profile fields a context asks for (fields-info), optionally only some of them, with the country list. */
export function usePlayerFields(context: PlayerFieldContext, only?: readonly string[]): FieldsLoad {
  const api = usePluginState(profileApiState);
  const [load, setLoad] = useState<FieldsLoad>({ state: 'loading' });
  const onlyKey = only?.join(',') ?? '';
  useEffect(() => {
    let live = true;
    Promise.all([api.playerFields(context), api.countries()]).then(
      ([info, countries]) => {
        const wanted = onlyKey ? onlyKey.split(',') : null;
        const fields = info.fields.filter((f) => editable(f.name) && f.editable && (!wanted || wanted.includes(f.name)));
        if (live) setLoad({ state: 'ready', fields, countries });
      },
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, context, onlyKey]);
  return load;
}
