import { mockConfig } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import { loadConfig, loadImpersonation } from './config';
import type { Impersonation } from './startup';

describe('loadConfig', () => {
  it('uses the page-provided config when there is one (a real backend is a config change)', () => {
    const config = loadConfig({
      ...mockConfig,
      apiBaseUrl: 'https://api.example.com',
      loginUrl: 'https://example.com/login',
      logoutUrl: 'https://example.com/logout',
      application: 'networks',
    });
    expect(config).toMatchObject({
      apiBaseUrl: 'https://api.example.com',
      loginUrl: 'https://example.com/login',
      logoutUrl: 'https://example.com/logout',
      application: 'networks',
    });
  });

  it('falls back to the mock defaults: same-origin API and the mock login pages', () => {
    const config = loadConfig(undefined);
    expect(config.apiBaseUrl).toBe('');
    expect(config.loginUrl).toMatch(/^\/__mock\/login/);
    expect(config.logoutUrl).toMatch(/^\/__mock\/logout/);
    expect(config.application).toBe('networks');
  });
});

describe('loadImpersonation', () => {
  it.each<[string, { given: Record<string, unknown> | undefined; want: Impersonation }]>([
    ['no config', { given: undefined, want: { active: false, actingAsInfluencer: false } }],
    [
      'no impersonation key',
      { given: { apiBaseUrl: '' }, want: { active: false, actingAsInfluencer: false } },
    ],
    [
      'staff',
      {
        given: { impersonation: { active: true } },
        want: { active: true, actingAsInfluencer: false },
      },
    ],
    [
      'staff acting as the influencer',
      {
        given: { impersonation: { active: true, actingAsInfluencer: true } },
        want: { active: true, actingAsInfluencer: true },
      },
    ],
    [
      'truthy strings are not true',
      {
        given: { impersonation: { active: 'yes' } },
        want: { active: false, actingAsInfluencer: false },
      },
    ],
  ])('%s', (_name, { given, want }) => expect(loadImpersonation(given)).toEqual(want));
});
