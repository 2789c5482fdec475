import { useEffect, useState } from 'react';
import { useRuntime } from '@core/index';
import type { CountryInfo, PlayerFieldContext, PlayerFieldInfo } from '@schemas/wire/info';
import { EDITABLE_PLAYER_FIELDS } from '@schemas/wire/player';
import { profileApi } from '../api';

export type FieldsLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; fields: PlayerFieldInfo[]; countries: CountryInfo[] };

const editable = (name: string) => (EDITABLE_PLAYER_FIELDS as readonly string[]).includes(name);

/** The profile fields a context asks for (fields-info), optionally only some of them, with the country list. */
export function usePlayerFields(context: PlayerFieldContext, only?: readonly string[]): FieldsLoad {
  const runtime = useRuntime();
  const [load, setLoad] = useState<FieldsLoad>({ state: 'loading' });
  const onlyKey = only?.join(',') ?? '';
  useEffect(() => {
    let live = true;
    const api = profileApi(runtime);
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
  }, [runtime, context, onlyKey]);
  return load;
}
