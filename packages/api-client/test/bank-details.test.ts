import { describe, expect, it } from 'vitest';
import { bankFieldIssue, isRoutingNumber, isSwift } from '../src/index.ts';

describe('isRoutingNumber', () => {
  it.each([
    ['a real routing number (JPMorgan Chase, New York)', '021000021', true],
    ['another (Bank of America, California)', '121000358', true],
    ['spaces and dashes people type', '0210-0002 1', true],
    ['2 digits', '12', false],
    ['8 digits', '02100002', false],
    ['10 digits', '0210000210', false],
    ['9 digits whose checksum fails', '021000022', false],
    ['letters', 'abcdefghi', false],
    ['empty', '', false],
  ])('%s', (_name, value, want) => expect(isRoutingNumber(value)).toBe(want));
});

describe('isSwift', () => {
  it.each([
    ['8 characters', 'DEUTDEFF', true],
    ['11 characters, with a branch', 'DEUTDEFF500', true],
    ['lower case', 'deutdeff', true],
    ['2 letters', 'xx', false],
    ['9 characters', 'DEUTDEFF5', false],
    ['digits where the bank and country go', 'DEU1DEFF', false],
    ['a country in digits', 'DEUT12FF', false],
  ])('%s', (_name, value, want) => expect(isSwift(value)).toBe(want));
});

describe('bankFieldIssue', () => {
  it.each([
    ['ACH routing number', 'ach', 'routingNumber', '12', 'invalid_routing_number'],
    ['ACH account number in letters', 'ach', 'accountNumber', 'abc', 'invalid_account_number'],
    ['ACH account number of 3 digits', 'ach', 'accountNumber', '123', 'invalid_account_number'],
    [
      'ACH account number of 18 digits',
      'ach',
      'accountNumber',
      '1'.repeat(18),
      'invalid_account_number',
    ],
    ['ACH account number', 'ach', 'accountNumber', '000123456789', null],
    ['SWIFT/BIC of a wire transfer', 'wire_transfer', 'swift', 'xx', 'invalid_swift'],
    ['Japanese account number of 7 digits', 'jp_wire_transfer', 'accountNumber', '1234567', null],
    [
      'Japanese account number of 8 digits',
      'jp_wire_transfer',
      'accountNumber',
      '12345678',
      'invalid_account_number',
    ],
    ['a field without a format rule', 'ach', 'accountType', 'anything', null],
    ['a method without rules', 'paypal', 'accountNumber', 'abc', null],
    ['no method', undefined, 'accountNumber', 'abc', null],
  ])('%s', (_name, method, field, value, want) =>
    expect(bankFieldIssue(method, field, value)).toBe(want),
  );
});
