import type { Account, Article, Company, Network, User } from '@creator/api-client';

/** A partner with every access and nothing pending (the mock's `creator`), with overrides. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 4242,
    avatar: null,
    fullName: 'Mika Tanaka',
    language: 'en',
    partner: true,
    hasNetworkAssigned: true,
    hasYoutubePaymentsAccess: true,
    hasPaymentsAccess: true,
    hasCampaignsAccess: true,
    hasRevenueTier: false,
    redirectToOnboarding: false,
    pendingOnboardingUrl: null,
    newContractUrl: null,
    profileDetailsMissing: false,
    paymentDetailsMissing: false,
    paymentMethod: 'paypal',
    currencyCode: 'USD',
    epaymentsRecipientType: null,
    countryCode: 'US',
    vatType: null,
    vatId: null,
    payoneerPayeeStatus: 'N/A',
    paypalEmailVerifiedAt: null,
    connectWithPaypalUrl: null,
    paymentThreshold: 100,
    paymentCounterVisible: true,
    customQuestionAnswers: [],
    ...overrides,
  };
}

/** A company with every feature, with overrides. */
export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    name: 'Northlight Media',
    hasCampaignsAccess: true,
    hasApps: true,
    hasYoutubePaymentsAccess: true,
    hasPaymentsAccess: true,
    dashboardLogoUrl: 'https://cdn.example.com/company.png',
    intercomAppId: 'nl3x9q2',
    closestPaymentMonth: '2026-11-01',
    daysToPayment: 12,
    hasCmses: true,
    showGender: true,
    requireGender: false,
    requireLastName: true,
    requireCountry: true,
    showAddress: true,
    requireAddress: false,
    showSkype: false,
    showTelephone: true,
    requireTelephone: false,
    monolingual: false,
    availableLanguages: ['en', 'ja'],
    requirePaymentDetails: true,
    currencies: ['USD'],
    vatTypes: [],
    hasPaymentProvider: false,
    handledByTipalti: false,
    handledByPaymentRails: false,
    supportEmail: 'support@northlight.example.com',
    features: {
      splitEarnings: true,
      paypalApiIntegration: false,
      vat: false,
      furigana: false,
      personalId: false,
    },
    ...overrides,
  };
}

/** A network with logos, an email and a support URL, with overrides. */
export function makeNetwork(overrides: Partial<Network> = {}): Network {
  return {
    email: 'creators@northlight.example.com',
    logoUrl: 'https://cdn.example.com/network.png',
    darkLogoUrl: 'https://cdn.example.com/network-dark.png',
    externalSupportUrl: 'https://help.northlight.example.com',
    ...overrides,
  };
}

/** A guide, with overrides. */
export function makeArticle(overrides: Partial<Article> = {}): Article {
  return {
    id: 1,
    title: 'Getting started',
    icon: null,
    pdf: null,
    body: '<p>Hello</p>',
    ...overrides,
  };
}

/** An authed, completed YouTube account, with overrides. */
export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 1,
    uuid: '1001',
    pageId: 'UC1',
    pageName: null,
    title: 'Mika Travels',
    username: 'mikatravels',
    name: 'Mika Travels',
    accountType: 'youtube',
    provider: 'youtube',
    platform: 'youtube',
    authenticationStatus: 'authed',
    authable: true,
    unpublished: false,
    partnerApplicationState: 'completed',
    url: 'https://www.youtube.com/@mikatravels',
    avatar: null,
    thumbnailUrl: null,
    createdAt: '2025-01-10T10:00:00Z',
    authorizedOn: '2025-01-10T10:00:00Z',
    cmsPresent: false,
    revokeAuthorizationLink: null,
    accountLifetimeStat: { subscriberCount: 120000 },
    percentages: null,
    canUpgradeToBusiness: false,
    ...overrides,
  };
}
