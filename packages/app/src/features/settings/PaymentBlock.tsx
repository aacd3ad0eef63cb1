import type { Company } from '@creator/api-client';
import { CountrySelect, LoadingSkeleton } from '@creator/ui';
import { Stack } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { allData, DataBlock } from '../../components/data-block';
import { useReads } from '../../routing/screen-reads';
import { localCountries } from '../../i18n/api-labels';
import { useT } from '../../i18n/i18n';
import { useCompanyQuery } from '../../session/session';
import { PaymentForm } from './PaymentForm';
import { PaymentWidget } from './PaymentWidget';
import { paymentFormReads } from './reads';
import { isPaymentQuestion, paymentMode } from './payment-form-rules';
import { usePayoneerReturn } from './use-payoneer-return';
import { useCountryChange } from './use-country-change';

/**
 * The payment tab's content: the provider's hosted widget, or the country select and the
 * payment form. `onSaved` runs after a save, `onComplete` when a live update completes the
 * widget's details (the missing-data screen leaves for the dashboard then).
 */
export function PaymentBlock({
  onSaved,
  onComplete,
}: {
  onSaved?: () => void;
  onComplete?: () => void;
}) {
  const { t } = useT();
  const company = useCompanyQuery();
  usePayoneerReturn(onSaved);
  return (
    <DataBlock
      query={company}
      loading={<LoadingSkeleton variant="text" count={6} label={t('common.loading')} />}
      error={t('payment_form.load_error')}
    >
      {(c) => {
        const mode = paymentMode(c);
        return mode.kind === 'widget' ? (
          <PaymentWidget provider={mode.provider} onComplete={onComplete} />
        ) : (
          <PaymentFormBlock company={c} byProvider={mode.kind === 'provider'} onSaved={onSaved} />
        );
      }}
    </DataBlock>
  );
}

function PaymentFormBlock({
  company,
  byProvider,
  onSaved,
}: {
  company: Company;
  byProvider: boolean;
  onSaved?: () => void;
}) {
  const { t, i18n } = useT();
  const reads = useReads(paymentFormReads);
  const query = useQueries({
    queries: [reads.details, reads.methods, reads.questions, reads.countries],
    combine: allData,
  });
  const { country, countryError, setCountryError, onCountry, saving } = useCountryChange();
  const questions = query.data?.[2];
  const paymentQuestions = useMemo(() => (questions ?? []).filter(isPaymentQuestion), [questions]);

  return (
    <DataBlock
      query={query}
      loading={<LoadingSkeleton variant="text" count={6} label={t('common.loading')} />}
      error={t('payment_form.load_error')}
    >
      {([saved, list, , countryList]) => (
        <Stack gap="md" maw={760}>
          <CountrySelect
            label={t('payment_form.country')}
            countries={localCountries(countryList, i18n.language)}
            value={country}
            onChange={onCountry}
            required={company.requireCountry}
            readOnly={saving}
            error={countryError ?? undefined}
            placeholder={t('payment_form.country_placeholder')}
            nothingFoundMessage={t('settings.no_matching_options')}
          />
          <PaymentForm
            company={company}
            byProvider={byProvider}
            saved={saved}
            methods={list}
            questions={paymentQuestions}
            countryCode={country}
            countryError={countryError}
            onCountryError={setCountryError}
            onSaved={onSaved}
          />
        </Stack>
      )}
    </DataBlock>
  );
}
