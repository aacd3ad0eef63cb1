import type { Company, Country } from '@creator/api-client';
import { CountrySelect, DatePickerField, SearchableSelect, StateField } from '@creator/ui';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { latestBirthDate } from '../../forms/formats';
import { CHOICE, EMPTY_AS_NULL, inputProps } from '../../forms/input-props';
import { RadioChoices } from '../../forms/RadioChoices';
import { localCountries } from '../../i18n/api-labels';
import { useT } from '../../i18n/i18n';
import { PROFILE_FIELD_KEYS } from '../../i18n/translation-keys';
import { useReads } from '../../routing/screen-reads';
import { useUser } from '../../session/session';
import type { FieldRule, ProfileField, ProfileValues } from './profile-rules';
import { countryStatesReads } from './reads';

/** What every group of the profile form gets: the form and which fields it shows and requires. */
interface GroupProps {
  form: UseFormReturnType<ProfileValues>;
  rules: Record<ProfileField, FieldRule>;
}

const TEXT_FIELDS = [
  'furiganaLastName',
  'furiganaFirstName',
  'lastName',
  'firstName',
  'email',
  'skypeName',
  'telephone',
  'personalId',
] as const satisfies readonly ProfileField[];

const ADDRESS_FIELDS = [
  'city',
  'streetAddress',
  'zipCode',
] as const satisfies readonly ProfileField[];

const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  lastName: 'family-name',
  firstName: 'given-name',
  email: 'email',
  telephone: 'tel',
  city: 'address-level2',
  streetAddress: 'street-address',
  zipCode: 'postal-code',
};

const languageName = (code: string, display: string) => {
  try {
    return new Intl.DisplayNames([display], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** A field's label and required mark, and its value, change and error from the form. */
function useField({ form, rules }: GroupProps) {
  const { t } = useT();
  return (name: ProfileField, options?: typeof EMPTY_AS_NULL | typeof CHOICE) => ({
    label: t(PROFILE_FIELD_KEYS[name]),
    required: rules[name].required,
    ...inputProps(form, name, options),
  });
}

/** Names, contact details, birth date and language, two to a row. */
export function PersonalFields({ form, rules, company }: GroupProps & { company: Company }) {
  const { t } = useT();
  const user = useUser();
  const field = useField({ form, rules });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {TEXT_FIELDS.filter((name) => rules[name].shown).map((name) => (
        <TextInput
          key={form.key(name)}
          {...field(name)}
          type={name === 'email' ? 'email' : name === 'telephone' ? 'tel' : 'text'}
          autoComplete={AUTOCOMPLETE[name]}
        />
      ))}
      <DatePickerField
        {...field('birthDate', EMPTY_AS_NULL)}
        maxDate={latestBirthDate(dayjs().format('YYYY-MM-DD'))}
        clearLabel={t('profile_form.clear_birth_date')}
        calendarLabels={{
          previousMonth: t('profile_form.calendar.previous_month'),
          nextMonth: t('profile_form.calendar.next_month'),
          previousYear: t('profile_form.calendar.previous_year'),
          nextYear: t('profile_form.calendar.next_year'),
          previousDecade: t('profile_form.calendar.previous_decade'),
          nextDecade: t('profile_form.calendar.next_decade'),
        }}
      />
      {rules.language.shown ? (
        <SearchableSelect
          {...field('language', EMPTY_AS_NULL)}
          data={company.availableLanguages.map((code) => ({
            value: code,
            label: languageName(code, user.language),
          }))}
          nothingFoundMessage={t('settings.no_matching_options')}
        />
      ) : null}
    </SimpleGrid>
  );
}

const SEXES = ['male', 'female', 'other'] as const;

/** The gender radios, when the company asks for it. */
export function SexField({ form, rules }: GroupProps) {
  const { t } = useT();
  const field = useField({ form, rules });
  if (!rules.sex.shown) return null;
  return (
    <RadioChoices
      {...field('sex', CHOICE)}
      options={SEXES.map((sex) => ({ value: sex, label: t(PROFILE_FIELD_KEYS[`sex_${sex}`]) }))}
    />
  );
}

/** Country, then its state (a list for a country that has one, else free text), then the address. */
export function AddressFields({ form, rules, countries }: GroupProps & { countries: Country[] }) {
  const { t, i18n } = useT();
  const field = useField({ form, rules });
  const country = form.values.countryCode;
  const hasStates = countries.find((c) => c.code === country)?.hasStates ?? false;
  const states = useQuery({ ...useReads(countryStatesReads(country)).states, enabled: hasStates });
  const nothingFound = t('settings.no_matching_options');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <CountrySelect
        {...field('countryCode', EMPTY_AS_NULL)}
        countries={localCountries(countries, i18n.language)}
        placeholder={t('profile_form.country_placeholder')}
        onChange={(code) => {
          form.setFieldValue('countryCode', code ?? '');
          // A list's country clears an unknown state once its list loads (StateField);
          // free text from another country does not carry over.
          if (!countries.find((c) => c.code === code)?.hasStates) form.setFieldValue('state', '');
        }}
        nothingFoundMessage={nothingFound}
      />
      {rules.state.shown ? (
        <StateField
          {...field('state')}
          countryCode={country || null}
          // Disabled without a country: say why.
          placeholder={country ? undefined : t('profile_form.state_needs_country')}
          states={hasStates ? states.data : null}
          nothingFoundMessage={nothingFound}
        />
      ) : null}
      {ADDRESS_FIELDS.filter((name) => rules[name].shown).map((name) => (
        <TextInput key={form.key(name)} {...field(name)} autoComplete={AUTOCOMPLETE[name]} />
      ))}
    </SimpleGrid>
  );
}
