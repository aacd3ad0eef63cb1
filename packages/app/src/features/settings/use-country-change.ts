import { updateCountryMutation } from '@creator/api-client';
import { announce } from '@react-aria/live-announcer';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { placeServerErrors } from '../../forms/field-errors';
import { offlineWriteText } from '../../forms/rate-limit';
import { useT } from '../../i18n/i18n';
import { useServices } from '../../session/services';
import { useUser } from '../../session/session';

/**
 * The country select above the payment form, which saves on its own: the country shown (the
 * one being saved, else the user's) and the select's error, from this save or the form's.
 */
export function useCountryChange() {
  const { t } = useT();
  const { client } = useServices();
  const user = useUser();
  const [chosen, setChosen] = useState<string | null>(null);
  const [countryError, setCountryError] = useState<string | null>(null);
  const changeCountry = useMutation(updateCountryMutation(client));
  const country = chosen ?? user.countryCode;

  const onCountry = (code: string | null) => {
    if (!code || code === country) return;
    setChosen(code);
    setCountryError(null);
    // From the request's promise: mutate's own callbacks are skipped once the form is gone, and
    // a saved country is announced even then.
    void changeCountry.mutateAsync(code).then(
      // The mutation has refreshed the new country's methods by now; the form keeps what was
      // typed (docs/product-rules.md#settings-payment). The select kept the focus (read-only
      // while saving, not disabled); the change below it is announced
      // (docs/product-rules.md#focus-and-announcements).
      () => {
        setChosen(null);
        announce(t('payment_form.country_saved'), 'polite');
      },
      // The server keeps the saved country: the select shows it again (so picking the new one
      // retries), with the failure under it.
      (failure: unknown) => {
        setChosen(null);
        const offline = offlineWriteText(t, failure);
        if (offline) return setCountryError(offline);
        const text = placeServerErrors(failure, (path) => (path === 'countryCode' ? path : null), t)
          .errors.countryCode;
        setCountryError(
          text ? `${t('settings.correct_the_fields')} ${text}` : t('settings.correct_the_fields'),
        );
      },
    );
  };

  return { country, countryError, setCountryError, onCountry, saving: changeCountry.isPending };
}
