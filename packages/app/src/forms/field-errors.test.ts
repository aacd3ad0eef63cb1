import { ApiError } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import { answerField, fieldErrorText, onlyBlanks, placeServerErrors } from './field-errors';
import type { TFunction } from '../i18n/i18n';

// The key stands for its translation.
const t = ((key: string) => `<${key}>`) as unknown as TFunction;

describe('fieldErrorText', () => {
  it.each([
    ['a known code: its message', 'invalid_email', 'x', '<field_errors.invalid_email>'],
    ['an unknown code: the server message', 'brand_new_code', 'Server says', 'Server says'],
    ['no code: the server message', undefined, 'Server says', 'Server says'],
    ['a prototype name is no code', 'toString', 'Server says', 'Server says'],
  ] as const)('%s', (_name, code, fallback, want) => {
    expect(fieldErrorText(t, code, fallback)).toBe(want);
  });
});

describe('answerField', () => {
  it.each([
    ['customQuestionAnswers[1].answer', 'answers.q2'],
    ['customQuestionAnswers[0].customQuestionUuid', 'answers.q1'],
    ['customQuestionAnswers[5].answer', null],
    ['email', null],
  ] as const)('%s -> %s', (path, want) => {
    expect(answerField(path, ['q1', 'q2'])).toBe(want);
  });
});

describe('placeServerErrors', () => {
  const place = (path: string) =>
    answerField(path, ['q1']) ?? (['email', 'birthDate'].includes(path) ? path : null);
  const refusal = (errors: Record<string, string[]>, codes: Record<string, string[]>) =>
    new ApiError(422, 'Please correct the fields.', errors, undefined, codes);

  it.each([
    [
      'codes give the texts; unknown fields are unplaced',
      refusal(
        { email: ['Request body property email must match format "email"'], nickname: ['Bad'] },
        { email: ['invalid_email'], nickname: ['invalid'] },
      ),
      { errors: { email: '<field_errors.invalid_email>' }, unplaced: ['<field_errors.invalid>'] },
    ],
    [
      'an unknown code falls back to the message',
      refusal({ birthDate: ['Too old for us'] }, { birthDate: ['too_old'] }),
      { errors: { birthDate: 'Too old for us' }, unplaced: [] },
    ],
    [
      'an answer goes to its question; two texts of one field are joined',
      refusal(
        { 'customQuestionAnswers[0].answer': ['a', 'b'] },
        { 'customQuestionAnswers[0].answer': ['blank', 'too_long'] },
      ),
      {
        errors: { 'answers.q1': '<field_errors.blank> <field_errors.too_long>' },
        unplaced: [],
      },
    ],
    [
      'a body without codes keeps its messages',
      refusal({ email: ['is taken'] }, {}),
      { errors: { email: 'is taken' }, unplaced: [] },
    ],
    ['not an API error: nothing', new Error('down'), { errors: {}, unplaced: [] }],
  ] as const)('%s', (_name, error, want) => {
    expect(placeServerErrors(error, place, t)).toEqual(want);
  });
});

describe('onlyBlanks', () => {
  it.each([
    [{ a: 'blank', b: 'blank' }, true],
    [{ a: 'blank', b: 'invalid_email' }, false],
    [{}, true],
  ] as const)('%j -> %s', (issues, want) => {
    expect(onlyBlanks(issues)).toBe(want);
  });
});
