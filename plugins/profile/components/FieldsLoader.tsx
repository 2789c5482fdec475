import type { ReactNode } from 'react';
import { Spinner, useTranslation } from '@core/index';
import type { CountryInfo, PlayerFieldInfo } from '@schemas/wire/info';
import type { FieldsLoad } from '../lifecycle/use-player-fields';
import { FormBanner } from '@core/forms';

/** Loading and error states around a fields-info form. */
export function FieldsLoader({ load, children }: { load: FieldsLoad; children: (fields: PlayerFieldInfo[], countries: CountryInfo[]) => ReactNode }) {
  const { t } = useTranslation('profile');
  if (load.state === 'loading') return <Spinner label="fields" />;
  if (load.state === 'failed') return <FormBanner tone="error">{t('core:errors.generic')}</FormBanner>;
  return <>{children(load.fields, load.countries)}</>;
}
