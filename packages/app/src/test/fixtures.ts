import type { Account, Article, Company, Network, User } from '@creator/api-client';
import { example } from './examples';

/**
 * The mock's `creator`, a partner with every access and nothing pending, as the contract's
 * example says (the mock serves the same data), with overrides.
 */
export function makeUser(overrides: Partial<User> = {}): User {
  return { ...example<User>('getCurrentUser'), ...overrides };
}

/** The creator's company (the contract's example), with overrides. */
export function makeCompany(overrides: Partial<Company> = {}): Company {
  return { ...example<Company>('getCompany'), ...overrides };
}

/** The creator's network: logos, an email, a support URL (the contract's example), with overrides. */
export function makeNetwork(overrides: Partial<Network> = {}): Network {
  return { ...example<Network>('getNetwork'), ...overrides };
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
