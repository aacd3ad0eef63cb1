import type { PaymentDetails, PaymentMethod } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import {
  errorsAfterMethodChange,
  fieldsFor,
  hasPaymentTab,
  paymentBody,
  paymentErrorField,
  paymentMode,
  paymentValues,
  paypalState,
  validatePayment,
  visibleFields,
  widgetOf,
  type PaymentCheck,
} from './payment-form-rules';

const text = (name: string) => ({ name, type: 'text' as const, options: [] });
const PAYPAL: PaymentMethod = { id: 'paypal', name: 'PayPal', fields: [text('paypalEmail')] };
const ACH: PaymentMethod = {
  id: 'ach',
  name: 'ACH',
  fields: [
    text('routingNumber'),
    {
      name: 'accountType',
      type: 'select',
      options: [{ value: 'checking', label: 'Checking' }],
    },
  ],
};
const WIRE: PaymentMethod = { id: 'wire_transfer', name: 'Wire', fields: [text('iban')] };
const WIRE_SWIFT: PaymentMethod = { ...WIRE, fields: [text('iban'), text('swift')] };
const ACH_ACCOUNT: PaymentMethod = {
  ...ACH,
  fields: [text('routingNumber'), text('accountNumber')],
};
const EPAYMENTS: PaymentMethod = {
  id: 'epayments',
  name: 'ePayments',
  fields: [
    {
      name: 'epaymentsRecipientType',
      type: 'radio',
      options: [{ value: 'email', label: 'Email' }],
    },
    text('epaymentsRecipientId'),
  ],
};
const SAVED = {
  paymentMethod: 'paypal',
  currencyCode: 'EUR',
  vatType: 'individual',
  vatId: 'DE1',
  paypalEmail: 'mika@example.com',
  epaymentsRecipientType: null,
  epaymentsRecipientId: null,
  customQuestionAnswers: [{ id: 3, customQuestionUuid: 'tax', answer: 'US' }],
} as PaymentDetails;

describe('hasPaymentTab', () => {
  it.each([
    [true, true, true],
    [true, false, true],
    [false, true, true],
    [false, false, false],
  ])('youtube %s, payments %s: %s', (hasYoutubePaymentsAccess, hasPaymentsAccess, expected) => {
    expect(hasPaymentTab({ hasYoutubePaymentsAccess, hasPaymentsAccess })).toBe(expected);
  });
});

describe('paymentMode', () => {
  it.each([
    [
      { hasPaymentProvider: false, handledByTipalti: false, handledByPaymentRails: false },
      { kind: 'form' },
    ],
    [
      { hasPaymentProvider: true, handledByTipalti: true, handledByPaymentRails: false },
      { kind: 'widget', provider: 'tipalti' },
    ],
    [
      { hasPaymentProvider: true, handledByTipalti: false, handledByPaymentRails: true },
      { kind: 'widget', provider: 'payment-rails' },
    ],
    // A provider that is neither: the form without the method it holds (docs/product-rules.md#settings-payment).
    [
      { hasPaymentProvider: true, handledByTipalti: false, handledByPaymentRails: false },
      { kind: 'provider' },
    ],
  ])('%j', (company, mode) => expect(paymentMode(company)).toEqual(mode));

  it('with a provider holding the method: none is asked and none is sent', () => {
    const values = {
      paymentMethod: '',
      currencyCode: 'EUR',
      vatType: 'individual',
      vatId: 'DE1',
      fields: { paypalEmail: 'a@b.co' },
      answers: {},
    };
    const check: PaymentCheck = {
      requireCountry: true,
      countryCode: 'US',
      requirePaymentDetails: true,
      method: undefined,
      paypalIntegration: false,
      questions: [],
    };
    expect(validatePayment(values, check)).toEqual({ paymentMethod: 'blank' });
    expect(validatePayment(values, { ...check, byProvider: true })).toEqual({});
    const saved = { customQuestionAnswers: [] } as unknown as PaymentDetails;
    expect(paymentBody(values, true, [], saved, true)).toEqual({
      vatType: 'individual',
      vatId: 'DE1',
      customQuestionAnswers: [],
    });
  });

  it('reads the provider’s widget fields', () => {
    const details = {
      displayPaymentWidgetOnDashboard: true,
      tipaltiIframeUrl: 'https://t',
      missingTipaltiDetails: true,
      paymentRailsIframeUrl: 'https://p',
      missingPaymentRailsDetails: false,
    };
    expect(widgetOf(details, 'tipalti')).toEqual({ url: 'https://t', missing: true });
    expect(widgetOf(details, 'payment-rails')).toEqual({ url: 'https://p', missing: false });
  });
});

describe('visibleFields', () => {
  const names = (m: PaymentMethod, fields: Record<string, string>, integration = false) =>
    visibleFields(m, { fields }, integration).map((f) => f.name);
  it.each([
    ['epayments without a recipient type', EPAYMENTS, {}, false, ['epaymentsRecipientType']],
    [
      'epayments with a type',
      EPAYMENTS,
      { epaymentsRecipientType: 'email' },
      false,
      ['epaymentsRecipientType', 'epaymentsRecipientId'],
    ],
    ['paypal without integration', PAYPAL, { paypalEmail: '' }, false, ['paypalEmail']],
    ['paypal integration, empty email hidden', PAYPAL, { paypalEmail: '' }, true, []],
    ['paypal integration, email shown', PAYPAL, { paypalEmail: 'a@b.c' }, true, ['paypalEmail']],
  ] as const)('%s', (_name, method, fields, integration, expected) => {
    expect(names(method, { ...fields }, integration)).toEqual(expected);
  });
});

describe('fieldsFor and paymentValues', () => {
  it('keeps the saved values of the saved method and starts another empty', () => {
    expect(fieldsFor(PAYPAL, SAVED)).toEqual({ paypalEmail: 'mika@example.com' });
    expect(fieldsFor(ACH, SAVED)).toEqual({ routingNumber: '', accountType: '' });
    expect(fieldsFor(undefined, SAVED)).toEqual({});
  });
  it('drops a saved method the country does not offer', () => {
    expect(paymentValues(SAVED, [ACH], [{ uuid: 'tax' }])).toEqual({
      paymentMethod: '',
      currencyCode: 'EUR',
      vatType: 'individual',
      vatId: 'DE1',
      fields: {},
      answers: { tax: 'US' },
    });
  });
});

describe('validatePayment', () => {
  const check = (over: Partial<PaymentCheck> = {}): PaymentCheck => ({
    requireCountry: true,
    countryCode: 'US',
    requirePaymentDetails: true,
    method: ACH,
    paypalIntegration: false,
    questions: [{ uuid: 'tax', required: true }],
    ...over,
  });
  const values = (over = {}) => ({
    paymentMethod: 'ach',
    currencyCode: '',
    vatType: '',
    vatId: '',
    fields: { routingNumber: '', accountType: '' },
    answers: { tax: '' },
    ...over,
  });
  it.each([
    [
      'every field at once',
      check(),
      values(),
      ['fields.routingNumber', 'fields.accountType', 'answers.tax'],
    ],
    [
      'country required and missing',
      check({ countryCode: null }),
      values({ answers: { tax: 'x' } }),
      ['countryCode', 'fields.routingNumber', 'fields.accountType'],
    ],
    [
      'country not required',
      check({ countryCode: null, requireCountry: false, requirePaymentDetails: false }),
      values({ answers: { tax: 'x' } }),
      [],
    ],
    [
      'no method',
      check({ method: undefined }),
      values({ paymentMethod: '', fields: {}, answers: { tax: 'x' } }),
      ['paymentMethod'],
    ],
    [
      'details not required',
      check({ requirePaymentDetails: false }),
      values({ answers: { tax: 'x' } }),
      [],
    ],
    [
      'optional question',
      check({ questions: [{ uuid: 'tax', required: false }], requirePaymentDetails: false }),
      values(),
      [],
    ],
    [
      'hidden epayments id not required',
      check({ method: EPAYMENTS }),
      values({
        paymentMethod: 'epayments',
        fields: { epaymentsRecipientType: 'email', epaymentsRecipientId: '' },
        answers: { tax: 'x' },
      }),
      ['fields.epaymentsRecipientId'],
    ],
    [
      'paypal integration with empty email',
      check({ method: PAYPAL, paypalIntegration: true }),
      values({ paymentMethod: 'paypal', fields: { paypalEmail: '' }, answers: { tax: 'x' } }),
      [],
    ],
  ] as const)('%s', (_name, c, v, fields) => {
    expect(Object.keys(validatePayment(v, c))).toEqual(fields);
  });
  it.each([
    [
      'a PayPal email that is none',
      PAYPAL,
      { paypalEmail: 'bad@' },
      { 'fields.paypalEmail': 'invalid_email' },
    ],
    ['a PayPal email', PAYPAL, { paypalEmail: 'mika@example.com' }, {}],
    ['an IBAN that is none', WIRE, { iban: 'DE00 1234' }, { 'fields.iban': 'invalid_iban' }],
    ['an IBAN', WIRE, { iban: 'DE89 3704 0044 0532 0130 00' }, {}],
    [
      'a routing number of 2 digits',
      ACH,
      { routingNumber: '12', accountType: 'checking' },
      { 'fields.routingNumber': 'invalid_routing_number' },
    ],
    [
      'a routing number whose checksum fails',
      ACH,
      { routingNumber: '021000022', accountType: 'checking' },
      { 'fields.routingNumber': 'invalid_routing_number' },
    ],
    ['a routing number', ACH, { routingNumber: '021000021', accountType: 'checking' }, {}],
    [
      'an ACH account number in letters',
      ACH_ACCOUNT,
      { routingNumber: '021000021', accountNumber: 'abc' },
      { 'fields.accountNumber': 'invalid_account_number' },
    ],
    [
      'an ACH account number',
      ACH_ACCOUNT,
      { routingNumber: '021000021', accountNumber: '000123456789' },
      {},
    ],
    [
      'a SWIFT/BIC code that is none',
      WIRE_SWIFT,
      { iban: 'DE89370400440532013000', swift: 'xx' },
      { 'fields.swift': 'invalid_swift' },
    ],
    ['a SWIFT/BIC code', WIRE_SWIFT, { iban: 'DE89370400440532013000', swift: 'deutdeff500' }, {}],
  ] as const)('checks formats: %s', (_name, method, fields, want) => {
    const v = values({ paymentMethod: method.id, fields, answers: { tax: 'x' } });
    expect(validatePayment(v, check({ method }))).toEqual(want);
  });
  it('a method the country does not offer', () => {
    const v = values({ paymentMethod: 'ach', answers: { tax: 'x' } });
    expect(validatePayment(v, check({ method: undefined, requirePaymentDetails: false }))).toEqual({
      paymentMethod: 'method_not_available',
    });
  });
});

describe('paymentBody', () => {
  it('sends the method fields, VAT only with the feature, answers with ids', () => {
    const values = {
      paymentMethod: 'ach',
      currencyCode: 'USD',
      vatType: 'company',
      vatId: ' DE9 ',
      fields: { routingNumber: ' 011 ', accountType: 'checking' },
      answers: { tax: 'JP' },
    };
    expect(paymentBody(values, true, [{ uuid: 'tax' }], SAVED)).toEqual({
      paymentMethod: 'ach',
      currencyCode: 'USD',
      vatType: 'company',
      vatId: 'DE9',
      routingNumber: '011',
      accountType: 'checking',
      customQuestionAnswers: [{ customQuestionUuid: 'tax', answer: 'JP', id: 3 }],
    });
    expect(paymentBody(values, false, [], SAVED)).not.toHaveProperty('vatType');
  });

  it('sends an empty method field as null (the contract has no empty email)', () => {
    const values = {
      paymentMethod: 'paypal',
      currencyCode: '',
      vatType: '',
      vatId: '',
      fields: { paypalEmail: ' ' },
      answers: {},
    };
    expect(paymentBody(values, false, [], SAVED)).toMatchObject({
      paypalEmail: null,
      currencyCode: null,
    });
  });
});

describe('paymentErrorField', () => {
  it.each([
    ['paymentMethod', 'paymentMethod'],
    ['countryCode', 'countryCode'],
    ['routingNumber', 'fields.routingNumber'],
    ['vatType', 'vatType'],
    ['customQuestionAnswers[0].answer', 'answers.tax'],
    ['base', null],
  ] as const)('%s -> %s', (path, want) => {
    expect(paymentErrorField(path, ['routingNumber'], ['tax'])).toBe(want);
  });
});

describe('paypalState', () => {
  it.each([
    [null, null, 'connect'],
    ['', '2026-01-01T00:00:00Z', 'connect'],
    ['a@b.c', null, 'unverified'],
    ['a@b.c', '2026-01-01T00:00:00Z', 'verified'],
  ] as const)('%s %s: %s', (email, verifiedAt, state) => {
    expect(paypalState(email, verifiedAt)).toBe(state);
  });
});

describe('errorsAfterMethodChange', () => {
  it.each([
    ['drops the method and its fields', { paymentMethod: 'x', 'fields.iban': 'y' }, {}],
    [
      'keeps the other fields',
      { 'fields.iban': 'y', vatId: 'v', currencyCode: 'c', 'answers.tax': 'a' },
      { vatId: 'v', currencyCode: 'c', 'answers.tax': 'a' },
    ],
    ['nothing to keep', {}, {}],
  ])('%s', (_name, errors, want) => expect(errorsAfterMethodChange(errors)).toEqual(want));
});
