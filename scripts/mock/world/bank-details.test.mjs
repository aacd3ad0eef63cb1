import { describe, expect, it } from 'vitest';
import { validatePayment } from '../../../packages/app/src/features/settings/payment-form-rules.ts';
import { seed } from './dataset.mjs';
import { paymentMethods } from './settings.mjs';
import { paymentDetailsView } from './views/user.mjs';
import { updatePaymentDetails } from './writes.mjs';

const method = (id) => paymentMethods.find((m) => m.id === id);

/** The server's answer to saving `fields` for `methodId` (creator is in Germany; ach needs the US). */
function serverCodes(methodId, fields) {
  const state = seed('creator');
  state.profile.countryCode =
    methodId === 'ach' ? 'US' : methodId === 'jp_wire_transfer' ? 'JP' : 'DE';
  const { customQuestionAnswers } = paymentDetailsView(state);
  const r = updatePaymentDetails(state, {
    paymentMethod: methodId,
    customQuestionAnswers,
    ...fields,
  });
  return r.status === 200 ? {} : r.body.codes;
}

/** The form's check of the same values, with the server's field names. */
function clientCodes(methodId, fields) {
  const issues = validatePayment(
    { paymentMethod: methodId, currencyCode: '', vatType: '', vatId: '', fields, answers: {} },
    {
      requireCountry: false,
      countryCode: null,
      requirePaymentDetails: false,
      method: method(methodId),
      paypalIntegration: false,
      questions: [],
    },
  );
  return Object.fromEntries(
    Object.entries(issues).map(([field, code]) => [field.replace(/^fields\./, ''), [code]]),
  );
}

// The bank formats are one rule (packages/api-client/src/rules/bank-details.js): the form never
// sends what the server refuses, and both name a refusal with the same code.
describe('bank details: the form and the server refuse the same values with the same codes', () => {
  it.each([
    ['ach', { routingNumber: '12', accountNumber: 'abc', accountType: 'checking' }],
    ['ach', { routingNumber: '021000022', accountNumber: '123', accountType: 'checking' }],
    ['ach', { routingNumber: '021000021', accountNumber: '000123456789', accountType: 'checking' }],
    [
      'wire_transfer',
      {
        bankName: 'B',
        iban: 'DE89370400440532013000',
        swift: 'xx',
        accountHolderType: 'individual',
      },
    ],
    [
      'wire_transfer',
      {
        bankName: 'B',
        iban: 'DE89370400440532013000',
        swift: 'DEUTDEFF',
        accountHolderType: 'individual',
      },
    ],
    [
      'wire_transfer',
      { bankName: 'B', iban: 'DE00 1234', swift: 'DEUTDEFF500', accountHolderType: 'company' },
    ],
    [
      'jp_wire_transfer',
      { bankName: 'B', branchName: 'C', accountNumber: '12-34', accountHolderKana: 'ミカ' },
    ],
    [
      'jp_wire_transfer',
      { bankName: 'B', branchName: 'C', accountNumber: '1234567', accountHolderKana: 'ミカ' },
    ],
  ])('%s %j', (methodId, fields) => {
    const server = serverCodes(methodId, fields);
    expect(clientCodes(methodId, fields)).toEqual(server);
  });

  it('refuses "12" and "abc" as ACH routing and account numbers, as the audit saved them', () => {
    expect(
      serverCodes('ach', { routingNumber: '12', accountNumber: 'abc', accountType: 'checking' }),
    ).toEqual({
      routingNumber: ['invalid_routing_number'],
      accountNumber: ['invalid_account_number'],
    });
  });
});
