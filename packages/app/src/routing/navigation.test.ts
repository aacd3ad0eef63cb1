import type { Article, Company, Network, User } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import { example } from '../test/examples';
import { makeArticle, makeCompany, makeNetwork, makeUser } from '../test/fixtures';
import {
  avatarSupportEmail,
  headerItems,
  itemsPending,
  logoChoice,
  logoUrl,
  mobileFooterItems,
  mobileMenuItems,
  supportLink,
  type NavigationInput,
  type NavItem,
  type SupportLink,
} from './navigation';
import type { SafeUrl } from '../security/safe-url';

const full: NavigationInput = {
  user: makeUser(),
  company: makeCompany(),
  network: makeNetwork(),
  articles: [makeArticle()],
};

describe('headerItems', () => {
  it.each<[string, { given: NavigationInput; want: NavItem[] }]>([
    [
      'everything',
      {
        given: full,
        want: [
          'dashboard',
          'campaigns',
          'analytics',
          'earnings',
          'apps',
          'guides',
          'documents',
          'accounts',
          'settings',
          'support',
        ],
      },
    ],
    [
      'before company, network and articles load',
      {
        given: { user: makeUser() },
        want: ['dashboard', 'analytics', 'earnings', 'documents', 'accounts', 'settings'],
      },
    ],
    [
      'company without campaigns access',
      {
        given: { ...full, company: makeCompany({ hasCampaignsAccess: false }) },
        want: [
          'dashboard',
          'analytics',
          'earnings',
          'apps',
          'guides',
          'documents',
          'accounts',
          'settings',
          'support',
        ],
      },
    ],
    [
      'payments access only: earnings, no apps or guides',
      {
        given: { ...full, user: makeUser({ hasYoutubePaymentsAccess: false }) },
        want: [
          'dashboard',
          'campaigns',
          'analytics',
          'earnings',
          'documents',
          'accounts',
          'settings',
          'support',
        ],
      },
    ],
    [
      'no earnings access at all',
      {
        given: {
          ...full,
          user: makeUser({ hasYoutubePaymentsAccess: false, hasPaymentsAccess: false }),
        },
        want: [
          'dashboard',
          'campaigns',
          'analytics',
          'documents',
          'accounts',
          'settings',
          'support',
        ],
      },
    ],
    [
      'company without apps, no articles, no-link support',
      {
        given: {
          ...full,
          company: makeCompany({ hasApps: false }),
          articles: [],
          network: makeNetwork({ externalSupportUrl: 'no-link' }),
        },
        want: [
          'dashboard',
          'campaigns',
          'analytics',
          'earnings',
          'documents',
          'accounts',
          'settings',
        ],
      },
    ],
    [
      'no support URL (chat widget) shows no header link',
      {
        given: { ...full, network: makeNetwork({ externalSupportUrl: null }) },
        want: [
          'dashboard',
          'campaigns',
          'analytics',
          'earnings',
          'apps',
          'guides',
          'documents',
          'accounts',
          'settings',
        ],
      },
    ],
  ])('%s', (_name, { given, want }) => expect(headerItems(given)).toEqual(want));
});

describe('supportLink', () => {
  it.each<[string, { given: Parameters<typeof supportLink>[0]; want: SupportLink }]>([
    [
      'external URL',
      {
        given: makeNetwork(),
        want: { kind: 'external', url: 'https://help.northlight.example.com/' as SafeUrl },
      },
    ],
    [
      "'no-link' hides support",
      { given: makeNetwork({ externalSupportUrl: 'no-link' }), want: { kind: 'hidden' } },
    ],
    [
      'no URL opens the chat',
      { given: makeNetwork({ externalSupportUrl: null }), want: { kind: 'chat' } },
    ],
    [
      'empty URL opens the chat',
      { given: makeNetwork({ externalSupportUrl: '' }), want: { kind: 'chat' } },
    ],
    ['network not loaded', { given: null, want: { kind: 'hidden' } }],
    [
      'a script URL is never a link',
      {
        given: makeNetwork({ externalSupportUrl: 'javascript:alert(1)' }),
        want: { kind: 'hidden' },
      },
    ],
  ])('%s', (_name, { given, want }) => expect(supportLink(given)).toEqual(want));
});

describe('avatarSupportEmail', () => {
  it.each<[string, { given: NavigationInput; want: string | null }]>([
    ['with YouTube payments access', { given: full, want: 'creators@northlight.example.com' }],
    [
      'without YouTube payments access',
      { given: { ...full, user: makeUser({ hasYoutubePaymentsAccess: false }) }, want: null },
    ],
    [
      'network without email',
      { given: { ...full, network: makeNetwork({ email: null }) }, want: null },
    ],
  ])('%s', (_name, { given, want }) => expect(avatarSupportEmail(given)).toBe(want));
});

describe('mobile navigation', () => {
  it.each<[string, { given: NavigationInput; want: NavItem[] }]>([
    ['footer with earnings', { given: full, want: ['dashboard', 'analytics', 'earnings'] }],
    [
      'footer without any earnings access',
      {
        given: { user: makeUser({ hasYoutubePaymentsAccess: false, hasPaymentsAccess: false }) },
        want: ['dashboard', 'analytics'],
      },
    ],
  ])('%s', (_name, { given, want }) => expect(mobileFooterItems(given)).toEqual(want));
  it.each<[string, { given: NavigationInput; want: NavItem[] }]>([
    [
      'menu with everything: every header screen the footer lacks',
      {
        given: full,
        want: [
          'campaigns',
          'apps',
          'guides',
          'documents',
          'accounts',
          'settings',
          'support',
          'logout',
        ],
      },
    ],
    [
      'menu with chat support',
      {
        given: { ...full, network: makeNetwork({ externalSupportUrl: null }) },
        want: [
          'campaigns',
          'apps',
          'guides',
          'documents',
          'accounts',
          'settings',
          'support',
          'logout',
        ],
      },
    ],
    [
      "menu with 'no-link'",
      {
        given: { ...full, network: makeNetwork({ externalSupportUrl: 'no-link' }) },
        want: ['campaigns', 'apps', 'guides', 'documents', 'accounts', 'settings', 'logout'],
      },
    ],
    [
      'menu for payments-only user',
      {
        given: { ...full, user: makeUser({ hasYoutubePaymentsAccess: false }) },
        want: ['campaigns', 'documents', 'accounts', 'settings', 'support', 'logout'],
      },
    ],
    [
      'menu without campaigns access: no campaigns (the header rule)',
      {
        given: { ...full, company: makeCompany({ hasCampaignsAccess: false }) },
        want: ['apps', 'guides', 'documents', 'accounts', 'settings', 'support', 'logout'],
      },
    ],
  ])('%s', (_name, { given, want }) => expect(mobileMenuItems(given)).toEqual(want));
});

describe('logoUrl', () => {
  const company = makeCompany({ dashboardLogoUrl: 'https://c.test/company.png' });
  it.each<[string, { given: Parameters<typeof logoUrl>; want: string | null }]>([
    [
      'network dark logo first',
      {
        given: [makeNetwork({ darkLogoUrl: 'https://n.test/dark.png' }), company],
        want: 'https://n.test/dark.png',
      },
    ],
    [
      'then network logo',
      {
        given: [makeNetwork({ darkLogoUrl: null, logoUrl: 'https://n.test/logo.png' }), company],
        want: 'https://n.test/logo.png',
      },
    ],
    [
      'then company logo',
      {
        given: [makeNetwork({ darkLogoUrl: null, logoUrl: null }), company],
        want: 'https://c.test/company.png',
      },
    ],
    [
      'else the default',
      {
        given: [
          makeNetwork({ darkLogoUrl: null, logoUrl: null }),
          makeCompany({ dashboardLogoUrl: null }),
        ],
        want: null,
      },
    ],
    ['nothing loaded', { given: [null, null], want: null }],
  ])('%s', (_name, { given, want }) => expect(logoUrl(...given)).toBe(want));
});

describe('logoChoice', () => {
  const company = makeCompany({ dashboardLogoUrl: 'https://c.test/company.png' });
  const noLogos = makeNetwork({ darkLogoUrl: null, logoUrl: null });
  it.each<[string, { given: Parameters<typeof logoChoice>; want: ReturnType<typeof logoChoice> }]>([
    // The company's logo never shows while the network, which comes first, may still have one.
    ['network loading', { given: [undefined, company], want: { kind: 'loading' } }],
    [
      "network's logo while the company loads",
      {
        given: [makeNetwork({ darkLogoUrl: 'https://n.test/dark.png' }), undefined],
        want: { kind: 'url', url: 'https://n.test/dark.png' as SafeUrl },
      },
    ],
    [
      'network without logos, company loading',
      { given: [noLogos, undefined], want: { kind: 'loading' } },
    ],
    [
      "network failed: the company's logo",
      {
        given: [null, company],
        want: { kind: 'url', url: 'https://c.test/company.png' as SafeUrl },
      },
    ],
    ['network failed, company loading', { given: [null, undefined], want: { kind: 'loading' } }],
    ['both failed: the default', { given: [null, null], want: { kind: 'default' } }],
    [
      'no logos anywhere: the default',
      { given: [noLogos, makeCompany({ dashboardLogoUrl: null })], want: { kind: 'default' } },
    ],
  ])('%s', (_name, { given, want }) => expect(logoChoice(...given)).toEqual(want));
});

describe('itemsPending', () => {
  const youtube = makeUser({ hasYoutubePaymentsAccess: true });
  it.each<[string, { given: NavigationInput; want: boolean }]>([
    ['all answered', { given: full, want: false }],
    [
      'all failed',
      { given: { user: youtube, company: null, network: null, articles: null }, want: false },
    ],
    ['company loading', { given: { ...full, company: undefined }, want: true }],
    ['network loading', { given: { ...full, network: undefined }, want: true }],
    ['articles loading', { given: { ...full, user: youtube, articles: undefined }, want: true }],
    [
      'articles loading, but guides are not for this user',
      {
        given: {
          ...full,
          user: makeUser({ hasYoutubePaymentsAccess: false }),
          articles: undefined,
        },
        want: false,
      },
    ],
  ])('%s', (_name, { given, want }) => expect(itemsPending(given)).toBe(want));
});

describe('the personas of each navigation rule (openapi/PERSONAS.md)', () => {
  const persona = (name: string): NavigationInput => ({
    user: example<User>('getCurrentUser', name),
    company: example<Company>('getCompany', name),
    network: example<Network>('getNetwork', DATA_NETWORK.includes(name) ? name : 'creator'),
    articles: example<Article[]>('listArticles'),
  });
  const DATA_NETWORK = ['creator', 'no-support-link', 'chat-support'];

  it.each<[string, { header: NavItem[]; menu: NavItem[]; footer: NavItem[] }]>([
    [
      'creator',
      {
        header: [
          'dashboard',
          'campaigns',
          'analytics',
          'earnings',
          'apps',
          'guides',
          'documents',
          'accounts',
          'settings',
          'support',
        ],
        menu: [
          'campaigns',
          'apps',
          'guides',
          'documents',
          'accounts',
          'settings',
          'support',
          'logout',
        ],
        footer: ['dashboard', 'analytics', 'earnings'],
      },
    ],
    [
      'no-apps',
      {
        header: [
          'dashboard',
          'campaigns',
          'analytics',
          'earnings',
          'guides',
          'documents',
          'accounts',
          'settings',
          'support',
        ],
        menu: ['campaigns', 'guides', 'documents', 'accounts', 'settings', 'support', 'logout'],
        footer: ['dashboard', 'analytics', 'earnings'],
      },
    ],
    [
      'no-support-link',
      {
        header: [
          'dashboard',
          'campaigns',
          'analytics',
          'earnings',
          'apps',
          'guides',
          'documents',
          'accounts',
          'settings',
        ],
        menu: ['campaigns', 'apps', 'guides', 'documents', 'accounts', 'settings', 'logout'],
        footer: ['dashboard', 'analytics', 'earnings'],
      },
    ],
    [
      'chat-support',
      {
        // The header has no chat entry (the widget has its own launcher); the phone menu does.
        header: [
          'dashboard',
          'campaigns',
          'analytics',
          'earnings',
          'apps',
          'guides',
          'documents',
          'accounts',
          'settings',
        ],
        menu: [
          'campaigns',
          'apps',
          'guides',
          'documents',
          'accounts',
          'settings',
          'support',
          'logout',
        ],
        footer: ['dashboard', 'analytics', 'earnings'],
      },
    ],
    [
      'no-payments',
      {
        header: [
          'dashboard',
          'campaigns',
          'analytics',
          'documents',
          'accounts',
          'settings',
          'support',
        ],
        menu: ['campaigns', 'documents', 'accounts', 'settings', 'support', 'logout'],
        footer: ['dashboard', 'analytics'],
      },
    ],
  ])('%s', (name, want) => {
    const input = persona(name);
    expect(headerItems(input)).toEqual(want.header);
    expect(mobileMenuItems(input)).toEqual(want.menu);
    expect(mobileFooterItems(input)).toEqual(want.footer);
  });

  it('support: no-link hides it, no URL opens the chat', () => {
    expect(supportLink(persona('no-support-link').network)).toEqual({ kind: 'hidden' });
    expect(supportLink(persona('chat-support').network)).toEqual({ kind: 'chat' });
  });

  it('no-payments: no support email in the avatar menu (no YouTube payments access)', () => {
    expect(avatarSupportEmail(persona('no-payments'))).toBeNull();
  });
});
