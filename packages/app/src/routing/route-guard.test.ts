import { describe, expect, it } from 'vitest';
import type { SafeUrl } from '../security/safe-url';
import { decideStartup, type StartupDecision, type StartupInput } from '../session/startup';
import { makeUser } from '../test/fixtures';
import { metaOf, type RouteName } from './routes';

// The startup guard (session/startup.ts) run on the route table's own meta: the guard sits
// below the table, so its table test sits with the table.

const staff = { active: true, actingAsInfluencer: false };
const nobody = { active: false, actingAsInfluencer: false };

function input(
  user: StartupInput['user'],
  name: RouteName = 'dashboard',
  extra: Partial<StartupInput> = {},
): StartupInput {
  return {
    user,
    route: { name, meta: metaOf(name) },
    application: 'networks',
    impersonation: nobody,
    ...extra,
  };
}

const cases: [string, { given: StartupInput; want: StartupDecision }][] = [
  ['a complete partner continues', { given: input(makeUser()), want: { kind: 'continue' } }],
  ['no user (401) goes to login', { given: input(null), want: { kind: 'login' } }],
  [
    'no user goes to login even on partners_only',
    { given: input(null, 'partners_only'), want: { kind: 'login' } },
  ],
  [
    'network-only page without YouTube payments access is not found',
    {
      given: input(makeUser({ hasYoutubePaymentsAccess: false }), 'apps'),
      want: { kind: 'not-found' },
    },
  ],
  [
    'payments stay reachable without YouTube payments access',
    {
      given: input(makeUser({ hasYoutubePaymentsAccess: false }), 'payments'),
      want: { kind: 'continue' },
    },
  ],
  [
    'a networks page under another application is not found',
    {
      given: input(makeUser(), 'documents', { application: 'brands' }),
      want: { kind: 'not-found' },
    },
  ],
  [
    'network-only check comes before onboarding',
    {
      given: input(
        makeUser({
          hasYoutubePaymentsAccess: false,
          redirectToOnboarding: true,
          pendingOnboardingUrl: 'https://x.test/o',
        }),
        'guides',
      ),
      want: { kind: 'not-found' },
    },
  ],
  [
    'onboarding follows pendingOnboardingUrl',
    {
      given: input(
        makeUser({
          redirectToOnboarding: true,
          pendingOnboardingUrl: 'https://onboard.test/start',
        }),
      ),
      want: { kind: 'external', url: 'https://onboard.test/start' as SafeUrl },
    },
  ],
  [
    'onboarding comes before the partner check',
    {
      given: input(
        makeUser({
          partner: false,
          redirectToOnboarding: true,
          pendingOnboardingUrl: 'https://onboard.test/',
        }),
      ),
      want: { kind: 'external', url: 'https://onboard.test/' as SafeUrl },
    },
  ],
  [
    'an unsafe onboarding URL is not followed',
    {
      given: input(
        makeUser({ redirectToOnboarding: true, pendingOnboardingUrl: 'javascript:alert(1)' }),
      ),
      want: { kind: 'continue' },
    },
  ],
  [
    'a pending URL without the onboarding flag is ignored',
    {
      given: input(makeUser({ pendingOnboardingUrl: 'https://onboard.test/' })),
      want: { kind: 'continue' },
    },
  ],
  [
    'a non-partner goes to partners_only',
    { given: input(makeUser({ partner: false })), want: { kind: 'route', name: 'partners_only' } },
  ],
  [
    'a partner without a network goes to partners_only',
    {
      given: input(makeUser({ hasNetworkAssigned: false })),
      want: { kind: 'route', name: 'partners_only' },
    },
  ],
  [
    'a non-partner stays on partners_only',
    { given: input(makeUser({ partner: false }), 'partners_only'), want: { kind: 'continue' } },
  ],
  [
    'a non-partner on a missing-data page still goes to partners_only',
    {
      given: input(makeUser({ partner: false }), 'missing_data_profile'),
      want: { kind: 'route', name: 'partners_only' },
    },
  ],
  [
    'a new contract is followed',
    {
      given: input(
        makeUser({ newContractUrl: 'https://sign.test/c/1', paymentDetailsMissing: true }),
      ),
      want: { kind: 'external', url: 'https://sign.test/c/1' as SafeUrl },
    },
  ],
  [
    'an unsafe contract URL is not followed',
    { given: input(makeUser({ newContractUrl: 'data:text/html,hi' })), want: { kind: 'continue' } },
  ],
  [
    'missing payment details lead to missing_data_payment',
    {
      given: input(makeUser({ paymentDetailsMissing: true })),
      want: { kind: 'route', name: 'missing_data_payment' },
    },
  ],
  [
    'missing payment comes before missing profile',
    {
      given: input(makeUser({ paymentDetailsMissing: true, profileDetailsMissing: true })),
      want: { kind: 'route', name: 'missing_data_payment' },
    },
  ],
  [
    'missing profile details lead to missing_data_profile',
    {
      given: input(makeUser({ profileDetailsMissing: true })),
      want: { kind: 'route', name: 'missing_data_profile' },
    },
  ],
  [
    'other pages are blocked while data is missing',
    {
      given: input(makeUser({ profileDetailsMissing: true }), 'campaigns'),
      want: { kind: 'route', name: 'missing_data_profile' },
    },
  ],
  [
    'a route that skips the data check is allowed while data is missing',
    {
      given: input(makeUser({ profileDetailsMissing: true }), 'missing_data_payment'),
      want: { kind: 'continue' },
    },
  ],
  [
    'impersonating staff skip onboarding',
    {
      given: input(
        makeUser({ redirectToOnboarding: true, pendingOnboardingUrl: 'https://onboard.test/' }),
        'dashboard',
        {
          impersonation: staff,
        },
      ),
      want: { kind: 'continue' },
    },
  ],
  [
    'impersonating staff skip missing-data redirects',
    {
      given: input(makeUser({ paymentDetailsMissing: true }), 'dashboard', {
        impersonation: staff,
      }),
      want: { kind: 'continue' },
    },
  ],
  [
    'staff acting as the influencer get the redirects',
    {
      given: input(makeUser({ paymentDetailsMissing: true }), 'dashboard', {
        impersonation: { active: true, actingAsInfluencer: true },
      }),
      want: { kind: 'route', name: 'missing_data_payment' },
    },
  ],
  [
    'impersonating staff still see partners_only for a non-partner',
    {
      given: input(makeUser({ partner: false }), 'dashboard', { impersonation: staff }),
      want: { kind: 'route', name: 'partners_only' },
    },
  ],
];

describe('decideStartup', () => {
  it.each(cases)('%s', (_name, { given, want }) => {
    expect(decideStartup(given)).toEqual(want);
  });
});
