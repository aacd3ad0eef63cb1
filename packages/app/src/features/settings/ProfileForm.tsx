import {
  updateProfileMutation,
  type Company,
  type Country,
  type CustomQuestion,
  type Profile,
} from '@creator/api-client';
import {
  CountrySelect,
  DatePickerField,
  SearchableSelect,
  showSuccessNotice,
  StateField,
} from '@creator/ui';
import { Group, Radio, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useMemo, useRef, useState } from 'react';
import { issueMessages, onlyBlanks, placeServerErrors } from '../../forms/field-errors';
import { FormStatus, focusFirstError, statusOf, type SaveFailure } from '../../forms/FormStatus';
import { EMPTY_AS_NULL, emptyAsNull, inputProps } from '../../forms/input-props';
import { localCountries } from '../../i18n/api-labels';
import { SaveButton } from './SaveButton';
import { useT } from '../../i18n/i18n';
import { latestBirthDate } from '../../forms/formats';
import { useReads } from '../../routing/screen-reads';
import { useServices } from '../../session/services';
import { PROFILE_FIELD_KEYS } from '../../i18n/translation-keys';
import { useUser } from '../../session/session';
import { QuestionFields } from './QuestionFields';
import { countryStatesReads } from './reads';
import {
  isProfileQuestion,
  profileBody,
  profileErrorField,
  profileFieldRules,
  profileValues,
  validateProfile,
  type ProfileField,
  type ProfileValues,
} from './profile-rules';
import { FormFrame } from '../../forms/FormFrame';

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

const languageName = (code: string, display: string) => {
  try {
    return new Intl.DisplayNames([display], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

/** The profile form (spec sections 3 and 5), shared by the settings and missing-data screens. */
export function ProfileForm({
  company,
  profile,
  questions: allQuestions,
  countries,
  onSaved,
}: {
  company: Company;
  profile: Profile;
  questions: CustomQuestion[];
  countries: Country[];
  onSaved?: () => void;
}) {
  const { t, i18n } = useT();
  const { client } = useServices();
  const user = useUser();
  const rules = useMemo(() => profileFieldRules(company), [company]);
  const questions = useMemo(() => allQuestions.filter(isProfileQuestion), [allQuestions]);
  const form = useForm<ProfileValues>({
    initialValues: profileValues(profile, questions),
    enhanceGetInputProps: emptyAsNull,
  });
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const base = updateProfileMutation(client);
  const save = useMutation({
    ...base,
    // Shown even when a language change has re-rendered the form meanwhile.
    onSuccess: async (...args) => {
      showSuccessNotice({ message: t('settings.saved_successfully') });
      await base.onSuccess?.(...args);
    },
  });
  const country = form.values.countryCode;
  const hasStates = countries.find((c) => c.code === country)?.hasStates ?? false;
  const states = useQuery({ ...useReads(countryStatesReads(country)).states, enabled: hasStates });
  const nothingFound = t('settings.no_matching_options');

  /** A field's label and required mark, and its value, change and error from the form. */
  const field = (name: ProfileField, options?: typeof EMPTY_AS_NULL) => ({
    label: t(PROFILE_FIELD_KEYS[name]),
    required: rules[name].required,
    ...inputProps(form, name, options),
  });

  const submit = (values: ProfileValues) => {
    const issues = validateProfile(values, rules, questions, dayjs().format('YYYY-MM-DD'));
    if (Object.keys(issues).length) {
      form.setErrors(issueMessages(t, issues));
      const blanks = onlyBlanks(issues);
      setFailure({
        headline: blanks ? t('settings.provide_all_info') : t('settings.correct_the_fields'),
        unplaced: [],
      });
      focusFirstError(formRef.current);
      return;
    }
    form.clearErrors();
    setFailure(null);
    save.mutate(profileBody(values, rules, questions, profile), {
      onSuccess: () => {
        form.setInitialValues(values);
        form.reset();
        onSaved?.();
      },
      onError: (refusal) => {
        const sent = questions.map((q) => q.uuid);
        const { errors, unplaced } = placeServerErrors(
          refusal,
          (path) => profileErrorField(path, sent),
          t,
        );
        form.setErrors(errors);
        // A failure no field carries (e.g. a 500) still needs saying, as on the payment form.
        const placed = Object.keys(errors).length > 0 || unplaced.length > 0;
        setFailure({
          headline: t('settings.correct_the_fields'),
          unplaced: placed ? unplaced : [t('settings.save_failed')],
        });
        focusFirstError(formRef.current);
      },
    });
  };

  return (
    <FormFrame ref={formRef} maw={760} onSubmit={() => submit(form.getValues())}>
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
        />
        {rules.language.shown ? (
          <SearchableSelect
            {...field('language', EMPTY_AS_NULL)}
            data={company.availableLanguages.map((code) => ({
              value: code,
              label: languageName(code, user.language),
            }))}
            nothingFoundMessage={nothingFound}
          />
        ) : null}
      </SimpleGrid>
      {rules.sex.shown ? (
        <Radio.Group {...field('sex')}>
          <Group mt={6}>
            {(['male', 'female', 'other'] as const).map((sex) => (
              <Radio
                key={sex}
                value={sex}
                label={t(PROFILE_FIELD_KEYS[`sex_${sex}`])}
                // The group's asterisk is only drawn: each radio says it to assistive tech.
                required={rules.sex.required}
              />
            ))}
          </Group>
        </Radio.Group>
      ) : null}
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
      <QuestionFields questions={questions} language={user.language} form={form} />
      <FormStatus messages={statusOf(failure, Object.keys(form.errors).length > 0)} />
      <SaveButton loading={save.isPending} />
    </FormFrame>
  );
}

const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  lastName: 'family-name',
  firstName: 'given-name',
  email: 'email',
  telephone: 'tel',
  city: 'address-level2',
  streetAddress: 'street-address',
  zipCode: 'postal-code',
};
