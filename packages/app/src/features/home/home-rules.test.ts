import { describe, expect, it } from 'vitest';
import { makeNetwork, makeUser } from '../../test/fixtures';
import { contactEmail, signContractNotice } from './home-rules';

describe('contactEmail', () => {
  it.each<[string, { given: Parameters<typeof contactEmail>; want: string | null }]>([
    [
      'YouTube payments access',
      {
        given: [makeUser({ paymentCounterVisible: false }), makeNetwork()],
        want: 'creators@northlight.example.com',
      },
    ],
    [
      'counter visible only',
      {
        given: [makeUser({ hasYoutubePaymentsAccess: false }), makeNetwork()],
        want: 'creators@northlight.example.com',
      },
    ],
    [
      'neither',
      {
        given: [
          makeUser({ hasYoutubePaymentsAccess: false, paymentCounterVisible: false }),
          makeNetwork(),
        ],
        want: null,
      },
    ],
    ['network without email', { given: [makeUser(), makeNetwork({ email: null })], want: null }],
    ['network not loaded', { given: [makeUser(), undefined], want: null }],
  ])('%s', (_name, { given, want }) => expect(contactEmail(...given)).toBe(want));
});

describe('signContractNotice', () => {
  it.each<[string, { given: string | null; want: string | null }]>([
    ['declined', { given: 'declined', want: 'declined' }],
    ['signed', { given: 'signed', want: 'signed' }],
    ['any other value is success', { given: 'yes', want: 'signed' }],
    ['absent', { given: null, want: null }],
  ])('signContractNotice: %s', (_name, { given, want }) =>
    expect(signContractNotice(given)).toBe(want),
  );
});
