import { useEffect, useState } from 'react';
import { Dialog, usePluginState, useRuntime, useSession, useTranslation, type ModalComponentProps } from '@core/index';
import { mustBeChecked, required } from '@schemas/validation';
import type { CountryInfo } from '@schemas/wire/info';
import { authApiState } from '../api';
import { useValidatedForm, CheckboxField, FormBanner, SelectField, SubmitButton, formStyles as styles } from '@core/forms';
import { countryMissing } from '../rules/social-registration';
import { TermsLabel } from './TermsLabel';

/**
 * Blocking terms acceptance after login (spec part 1 §4): a player with unaccepted terms cannot go on
 * until they accept; the country is asked too when the account has none. Logging out is the way out.
 */
export default function TermsModal({ close }: ModalComponentProps) {
  const runtime = useRuntime();
  const api = usePluginState(authApiState);
  const session = useSession();
  const { t } = useTranslation('auth');
  const needsCountry = session.player ? countryMissing(session.player) : false;
  const [countries, setCountries] = useState<CountryInfo[]>([]);
  const rules = { terms_acceptance: [mustBeChecked()], ...(needsCountry ? { country: [required()] } : {}) };
  const form = useValidatedForm({ component: 'terms', initial: { terms_acceptance: false, country: runtime.country }, rules });

  useEffect(() => {
    if (needsCountry) api.countries().then((list) => setCountries(list.filter((c) => c.restriction !== 'full')), () => undefined);
  }, [needsCountry, api]);

  const send = async (values: { terms_acceptance: boolean; country: string }) => {
    const player = await api.updateDetails({ terms_acceptance: values.terms_acceptance, ...(needsCountry ? { country: values.country } : {}) });
    runtime.session.player = player;
    close();
  };

  return (
    <Dialog title={t('terms.title')} onClose={close} blocking>
      <form className={styles.form} noValidate onSubmit={(event) => { event.preventDefault(); void form.submit(send); }}>
        <p className={styles.lead}>{t('terms.intro')}</p>
        {form.formError && <FormBanner tone="error">{form.text(form.formError)}</FormBanner>}
        {needsCountry && (
          <SelectField
            name="country"
            label={t('fields.country')}
            value={form.values.country}
            options={countries.map((c) => ({ value: c.code, label: c.name }))}
            onChange={(v) => form.set('country', v)}
            error={form.text(form.errors.country)}
            placeholder={t('signUp.chooseCountry')}
          />
        )}
        <CheckboxField
          name="terms_acceptance"
          checked={form.values.terms_acceptance}
          onChange={(v) => form.set('terms_acceptance', v)}
          error={form.text(form.errors.terms_acceptance)}
          label={
            <TermsLabel />
          }
        />
        <SubmitButton busy={form.submitting}>{t('terms.submit')}</SubmitButton>
        <button type="button" className={styles.link} onClick={() => void runtime.logout().then(close)}>{t('terms.logOut')}</button>
      </form>
    </Dialog>
  );
}
