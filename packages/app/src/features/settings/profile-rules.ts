import type { Company, CustomQuestion, Profile, ProfileForm } from '@creator/api-client';
import { answerField, type FieldIssues } from '../../forms/field-errors';
import { birthDateIssue, isEmail } from '../../forms/formats';

/**
 * The profile form's own fields in form order: every field of the contract's ProfileForm but the
 * custom answers and `fullName` (not on the form). Checked against the generated type, so
 * tsc fails when the contract adds or drops a field.
 */
const FIELD_ORDER = {
  furiganaLastName: true,
  furiganaFirstName: true,
  lastName: true,
  firstName: true,
  email: true,
  skypeName: true,
  telephone: true,
  personalId: true,
  sex: true,
  birthDate: true,
  language: true,
  countryCode: true,
  state: true,
  city: true,
  streetAddress: true,
  zipCode: true,
} as const satisfies Record<Exclude<keyof ProfileForm, 'fullName' | 'customQuestionAnswers'>, true>;

export type ProfileField = keyof typeof FIELD_ORDER;

export const PROFILE_FIELDS = Object.keys(FIELD_ORDER) as readonly ProfileField[];

/** Whether a field is on the form and whether it must be filled. */
export interface FieldRule {
  shown: boolean;
  required: boolean;
}

/** The company flags the profile form reads. */
export type ProfileFlags = Pick<
  Company,
  | 'showGender'
  | 'requireGender'
  | 'requireLastName'
  | 'requireCountry'
  | 'showAddress'
  | 'requireAddress'
  | 'showSkype'
  | 'showTelephone'
  | 'requireTelephone'
  | 'monolingual'
> & { features: Pick<Company['features'], 'furigana' | 'personalId'> };

const rule = (shown: boolean, required = shown): FieldRule => ({
  shown,
  required: shown && required,
});

/** Which profile fields show and which are required, by the company flags (docs/product-rules.md#settings-profile). */
export function profileFieldRules(c: ProfileFlags): Record<ProfileField, FieldRule> {
  const address = rule(c.showAddress, c.requireAddress);
  return {
    furiganaLastName: rule(c.features.furigana),
    furiganaFirstName: rule(c.features.furigana),
    lastName: rule(true, c.requireLastName),
    firstName: rule(true),
    email: rule(true),
    skypeName: rule(c.showSkype, false),
    telephone: rule(c.showTelephone, c.requireTelephone),
    personalId: rule(c.features.personalId),
    sex: rule(c.showGender, c.requireGender),
    birthDate: rule(true),
    // Shown always; optional for a monolingual company (required unless monolingual).
    language: rule(true, !c.monolingual),
    countryCode: rule(true, c.requireCountry),
    state: address,
    city: address,
    streetAddress: address,
    zipCode: address,
  };
}

type QuestionPlace = Pick<CustomQuestion, 'displayPositions' | 'paymentsRelated'>;

const askedAtSignUp = (q: QuestionPlace) =>
  q.displayPositions.some((p) => p === 'apply_process' || p === 'onboarding');

/** A question of the profile form: asked at apply_process or onboarding, not payment related. */
export const isProfileQuestion = (q: QuestionPlace) => askedAtSignUp(q) && !q.paymentsRelated;

/** A question of the payment form: asked at apply_process or onboarding, payment related. */
export const isPaymentQuestion = (q: QuestionPlace) => askedAtSignUp(q) && q.paymentsRelated;

/** A question's text and placeholder in the user's language (the untranslated question else). */
export function questionTexts(
  q: Pick<CustomQuestion, 'question' | 'questionTranslations' | 'placeholderTranslations'>,
  language: string,
): { label: string; placeholder: string } {
  return {
    label: q.questionTranslations[language] || q.question,
    placeholder: q.placeholderTranslations[language] ?? '',
  };
}

/** The form's values: every field as text (empty = unset), answers by question uuid. */
export type ProfileValues = Record<ProfileField, string> & { answers: Record<string, string> };

/** The saved profile as form values. */
export function profileValues(
  profile: Profile,
  questions: readonly Pick<CustomQuestion, 'uuid'>[],
): ProfileValues {
  const values = Object.fromEntries(
    PROFILE_FIELDS.map((f) => [f, profile[f] ?? '']),
  ) as unknown as ProfileValues;
  values.birthDate = values.birthDate.slice(0, 10);
  values.answers = Object.fromEntries(
    questions.map((q) => [
      q.uuid,
      profile.customQuestionAnswers.find((a) => a.customQuestionUuid === q.uuid)?.answer ?? '',
    ]),
  );
  return values;
}

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * The client check before saving: each shown required field and each required question must
 * be filled, the email must be one, the birth date a date of someone at least 13 and not in
 * the future (`today`, YYYY-MM-DD). Returns the fields in error with their codes.
 */
export function validateProfile(
  values: ProfileValues,
  rules: Record<ProfileField, FieldRule>,
  questions: readonly Pick<CustomQuestion, 'uuid' | 'required'>[],
  today: string,
): FieldIssues {
  const issues: FieldIssues = {};
  for (const field of PROFILE_FIELDS)
    if (rules[field].required && blank(values[field])) issues[field] = 'blank';
  if (!blank(values.email) && !isEmail(values.email)) issues.email = 'invalid_email';
  const birth = blank(values.birthDate) ? null : birthDateIssue(values.birthDate, today);
  if (birth) issues.birthDate = birth;
  for (const q of questions)
    if (q.required && blank(values.answers[q.uuid])) issues[`answers.${q.uuid}`] = 'blank';
  return issues;
}

/** The updateProfile body: shown fields (empty as null), an answer per shown question in order. */
export function profileBody(
  values: ProfileValues,
  rules: Record<ProfileField, FieldRule>,
  questions: readonly Pick<CustomQuestion, 'uuid'>[],
  saved: Profile,
): ProfileForm {
  const text = (field: ProfileField) => {
    const value = rules[field].shown ? values[field].trim() : (saved[field] ?? '');
    return value === '' ? null : value;
  };
  return {
    furiganaLastName: text('furiganaLastName'),
    furiganaFirstName: text('furiganaFirstName'),
    lastName: text('lastName'),
    firstName: values.firstName.trim(),
    email: values.email.trim(),
    skypeName: text('skypeName'),
    telephone: text('telephone'),
    personalId: text('personalId'),
    sex: text('sex') as ProfileForm['sex'],
    birthDate: values.birthDate,
    language: text('language') as ProfileForm['language'],
    countryCode: text('countryCode') as ProfileForm['countryCode'],
    state: text('state'),
    city: text('city'),
    streetAddress: text('streetAddress'),
    zipCode: text('zipCode'),
    customQuestionAnswers: questions.map((q) => {
      const id = saved.customQuestionAnswers.find((a) => a.customQuestionUuid === q.uuid)?.id;
      return {
        customQuestionUuid: q.uuid,
        answer: (values.answers[q.uuid] ?? '').trim(),
        ...(id ? { id } : {}),
      };
    }),
  };
}

/** The form field of a server path of updateProfile (null when the form has none). */
export function profileErrorField(path: string, sentQuestions: readonly string[]): string | null {
  if ((PROFILE_FIELDS as readonly string[]).includes(path)) return path;
  return answerField(path, sentQuestions);
}
