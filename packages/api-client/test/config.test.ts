import { describe, expect, it } from 'vitest';
import { ConfigError, mockConfig, parseConfig } from '../src';

describe('parseConfig', () => {
  it('accepts the mock config and a real backend config', () => {
    expect(parseConfig(mockConfig)).toEqual(mockConfig);
    const real = {
      apiBaseUrl: 'https://api.example.com',
      loginUrl: 'https://example.com/login',
      logoutUrl: '/logout',
      application: 'networks',
      realtime: { key: 'abc', cluster: 'eu', forceTLS: true },
    };
    expect(parseConfig(real)).toEqual(real);
  });

  it.each([
    ['apiBaseUrl', { apiBaseUrl: 'ftp://x' }],
    ['apiBaseUrl', { apiBaseUrl: 'https://api.example.com/' }],
    ['loginUrl', { loginUrl: 'javascript:alert(1)' }],
    ['logoutUrl', { logoutUrl: '//evil.example' }],
    ['application', { application: undefined }],
    ['realtime.key', { realtime: { ...mockConfig.realtime, key: '' } }],
    ['realtime.wsPort', { realtime: { ...mockConfig.realtime, wsPort: 70000 } }],
    ['realtime', { realtime: undefined }],
    ['errorReportUrl', { errorReportUrl: 'javascript:alert(1)' }],
  ])('refuses a wrong %s, naming it', (field, change) => {
    const read = () => parseConfig({ ...mockConfig, ...change });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(new RegExp(`${field.replace('.', '\\.')} must|${field} needs`));
  });

  it('reports errors only where an errorReportUrl is configured (off by default)', () => {
    expect(parseConfig(mockConfig).errorReportUrl).toBeUndefined();
    expect(parseConfig({ ...mockConfig, errorReportUrl: '/__mock/errors' }).errorReportUrl).toBe(
      '/__mock/errors',
    );
  });

  it('lists every problem at once', () => {
    try {
      parseConfig({});
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(5);
    }
  });
});
