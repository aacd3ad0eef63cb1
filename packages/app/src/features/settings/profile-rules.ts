import type { Company, CustomQuestion, Profile, ProfileForm } from '@creator/api-client';

/** The profile form's own fields (custom answers aside). */
export const PROFILE_FIELDS = [
  'furiganaLastName',
  'furiganaFirstName',
  'lastName',
  'firstName',
  'email',
  'skypeName',
  'telephone',
  'personalId',
  'sex',
  'birthDate',
  'language',
  'countryCode',
  'state',
  'city',
  'streetAddress',
  'zipCode',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];

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

/** Which profile fields show and which are required, by the company flags (spec section 5). */
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
    language: rule(!c.monolingual),
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

/** Form errors: a field name or `answers.<uuid>` to its message. */
export type FormErrors = Record<string, string>;

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * The client check before saving: each shown required field and each required question must
 * be filled. Returns the fields in error with `message` (the form shows 'provide all info').
 */
export function validateProfile(
  values: ProfileValues,
  rules: Record<ProfileField, FieldRule>,
  questions: readonly Pick<CustomQuestion, 'uuid' | 'required'>[],
  message: string,
): FormErrors {
  const errors: FormErrors = {};
  for (const field of PROFILE_FIELDS)
    if (rules[field].required && blank(values[field])) errors[field] = message;
  for (const q of questions)
    if (q.required && blank(values.answers[q.uuid])) errors[`answers.${q.uuid}`] = message;
  return errors;
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

const ANSWER_PATH = /^customQuestionAnswers\[(\d+)\]\.(?:answer|customQuestionUuid)$/;

/**
 * A 422's field errors as form errors: `customQuestionAnswers[n].answer` goes to the n-th sent
 * question's field; other paths keep their name. Returns the errors and those with no field
 * on the form (to show with the form's message).
 */
export function serverFieldErrors(
  fieldErrors: Record<string, string[]>,
  sentQuestions: readonly string[],
  formFields: readonly string[],
): { errors: FormErrors; unplaced: string[] } {
  const errors: FormErrors = {};
  const unplaced: string[] = [];
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const text = messages.join(' ');
    const answer = ANSWER_PATH.exec(path);
    const uuid = answer ? sentQuestions[Number(answer[1])] : undefined;
    const field = answer ? (uuid ? `answers.${uuid}` : null) : path;
    if (field && (formFields.includes(field) || field.startsWith('answers.')))
      errors[field] = errors[field] ? `${errors[field]} ${text}` : text;
    else unplaced.push(text);
  }
  return { errors, unplaced };
}
