import type { Profile } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import {
  isPaymentQuestion,
  isProfileQuestion,
  profileBody,
  profileFieldRules,
  profileValues,
  questionTexts,
  profileErrorField,
  validateProfile,
  type ProfileFlags,
} from './profile-rules';

const NONE: ProfileFlags = {
  showGender: false,
  requireGender: false,
  requireLastName: false,
  requireCountry: false,
  showAddress: false,
  requireAddress: false,
  showSkype: false,
  showTelephone: false,
  requireTelephone: false,
  monolingual: true,
  features: { furigana: false, personalId: false },
};

const flags = (over: Partial<Omit<ProfileFlags, 'features'>>, features = {}): ProfileFlags => ({
  ...NONE,
  ...over,
  features: { ...NONE.features, ...features },
});

describe('profileFieldRules', () => {
  it.each([
    [
      'firstName, email, birthDate always required',
      NONE,
      { firstName: [true, true], email: [true, true], birthDate: [true, true] },
    ],
    ['lastName shown, optional', NONE, { lastName: [true, false] }],
    ['lastName required', flags({ requireLastName: true }), { lastName: [true, true] }],
    ['language optional, not hidden, when monolingual', NONE, { language: [true, false] }],
    ['language required otherwise', flags({ monolingual: false }), { language: [true, true] }],
    ['furigana off', NONE, { furiganaLastName: [false, false], furiganaFirstName: [false, false] }],
    [
      'furigana on: both required',
      flags({}, { furigana: true }),
      { furiganaLastName: [true, true], furiganaFirstName: [true, true] },
    ],
    ['personal id on: required', flags({}, { personalId: true }), { personalId: [true, true] }],
    ['personal id off', NONE, { personalId: [false, false] }],
    ['country optional', NONE, { countryCode: [true, false] }],
    ['country required', flags({ requireCountry: true }), { countryCode: [true, true] }],
    ['gender hidden', flags({ requireGender: true }), { sex: [false, false] }],
    ['gender shown, optional', flags({ showGender: true }), { sex: [true, false] }],
    ['gender required', flags({ showGender: true, requireGender: true }), { sex: [true, true] }],
    [
      'address hidden even if required',
      flags({ requireAddress: true }),
      {
        state: [false, false],
        city: [false, false],
        streetAddress: [false, false],
        zipCode: [false, false],
      },
    ],
    [
      'address shown, optional',
      flags({ showAddress: true }),
      {
        state: [true, false],
        city: [true, false],
        streetAddress: [true, false],
        zipCode: [true, false],
      },
    ],
    [
      'address required',
      flags({ showAddress: true, requireAddress: true }),
      {
        state: [true, true],
        city: [true, true],
        streetAddress: [true, true],
        zipCode: [true, true],
      },
    ],
    ['telephone hidden', flags({ requireTelephone: true }), { telephone: [false, false] }],
    ['telephone shown', flags({ showTelephone: true }), { telephone: [true, false] }],
    [
      'telephone required',
      flags({ showTelephone: true, requireTelephone: true }),
      { telephone: [true, true] },
    ],
    ['skype shown, never required', flags({ showSkype: true }), { skypeName: [true, false] }],
    ['skype hidden', NONE, { skypeName: [false, false] }],
  ] as const)('%s', (_name, company, expected) => {
    const rules = profileFieldRules(company);
    for (const [field, [shown, required]] of Object.entries(expected))
      expect(rules[field as keyof typeof rules]).toEqual({ shown, required });
  });
});

describe('questions', () => {
  it.each([
    [['apply_process'], false, true, false],
    [['onboarding'], false, true, false],
    [['apply_process', 'dashboard'], true, false, true],
    [['dashboard'], false, false, false],
    [['dashboard'], true, false, false],
    [[], false, false, false],
  ] as const)(
    '%j payments %s: profile %s, payment %s',
    (displayPositions, paymentsRelated, profile, payment) => {
      const q = { displayPositions: [...displayPositions], paymentsRelated };
      expect(isProfileQuestion(q)).toBe(profile);
      expect(isPaymentQuestion(q)).toBe(payment);
    },
  );

  it.each([
    ['ja', '質問', '例'],
    ['en', 'Question', 'e.g.'],
    ['fr', 'Question', ''],
  ])('texts in %s', (language, label, placeholder) => {
    const q = {
      question: 'Question',
      questionTranslations: { ja: '質問', en: 'Question' },
      placeholderTranslations: { ja: '例', en: 'e.g.' },
    };
    expect(questionTexts(q, language)).toEqual({ label, placeholder });
  });
});

const PROFILE: Profile = {
  furiganaLastName: null,
  furiganaFirstName: null,
  lastName: 'Tanaka',
  firstName: 'Mika',
  fullName: 'Mika Tanaka',
  email: 'mika@example.com',
  skypeName: null,
  telephone: null,
  personalId: null,
  sex: 'female',
  birthDate: '1994-03-18',
  language: 'en',
  countryCode: 'US',
  state: 'CA',
  city: null,
  streetAddress: null,
  zipCode: null,
  customQuestionAnswers: [{ id: 7, customQuestionUuid: 'q1', answer: 'Travel' }],
};
const QUESTIONS = [
  { uuid: 'q1', required: true },
  { uuid: 'q2', required: false },
];

describe('validateProfile', () => {
  const rules = profileFieldRules(
    flags({ monolingual: false, requireLastName: true }, { furigana: true }),
  );
  it('marks every blank required field and required question at once', () => {
    const values = profileValues(
      { ...PROFILE, lastName: ' ', customQuestionAnswers: [] },
      QUESTIONS,
    );
    expect(validateProfile(values, rules, QUESTIONS, TODAY)).toEqual({
      furiganaLastName: 'blank',
      furiganaFirstName: 'blank',
      lastName: 'blank',
      'answers.q1': 'blank',
    });
  });
  it('passes a complete form', () => {
    const values = profileValues(
      { ...PROFILE, furiganaFirstName: 'みか', furiganaLastName: 'たなか' },
      QUESTIONS,
    );
    expect(validateProfile(values, rules, QUESTIONS, TODAY)).toEqual({});
  });
  it.each([
    ['an email that is none', { email: 'not-an-email' }, { email: 'invalid_email' }],
    ['a birth date two weeks ago', { birthDate: '2026-11-06' }, { birthDate: 'too_young' }],
    ['a birth date tomorrow', { birthDate: '2026-11-21' }, { birthDate: 'future_date' }],
    ['13 today', { birthDate: '2013-11-20' }, {}],
  ] as const)('checks formats: %s', (_name, over, want) => {
    const values = {
      ...profileValues(
        { ...PROFILE, furiganaFirstName: 'みか', furiganaLastName: 'たなか' },
        QUESTIONS,
      ),
      ...over,
    };
    expect(validateProfile(values, rules, QUESTIONS, TODAY)).toEqual(want);
  });
});

const TODAY = '2026-11-20';

describe('profileBody', () => {
  it('sends shown fields (blank as null), hidden ones as saved, answers in order with ids', () => {
    const rules = profileFieldRules(NONE);
    const values = { ...profileValues(PROFILE, QUESTIONS), lastName: '', birthDate: '1990-01-02' };
    const body = profileBody(values, rules, QUESTIONS, PROFILE);
    expect(body).toMatchObject({
      lastName: null,
      firstName: 'Mika',
      birthDate: '1990-01-02',
      sex: 'female',
      language: 'en',
      state: 'CA',
    });
    expect(body.customQuestionAnswers).toEqual([
      { customQuestionUuid: 'q1', answer: 'Travel', id: 7 },
      { customQuestionUuid: 'q2', answer: '' },
    ]);
  });
  it('cuts a date-time birth date to its day', () => {
    expect(profileValues({ ...PROFILE, birthDate: '1994-03-18T00:00:00Z' }, []).birthDate).toBe(
      '1994-03-18',
    );
  });
});

describe('profileErrorField', () => {
  it.each([
    ['firstName', 'firstName'],
    ['customQuestionAnswers[1].answer', 'answers.q2'],
    ['customQuestionAnswers[5].answer', null],
    ['base', null],
  ] as const)('%s -> %s', (path, want) => {
    expect(profileErrorField(path, ['q1', 'q2'])).toBe(want);
  });
});
