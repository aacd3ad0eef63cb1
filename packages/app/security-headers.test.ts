import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHAT_SOURCES,
  deployHeaders,
  developmentCsp,
  type CspSources,
  headersFile,
  mockSources,
  productionCsp,
  securityHeaders,
} from './security-headers';

// Vitest runs from the package folder (pnpm --filter @creator/app).
const headersPath = resolve(__dirname, 'public/_headers');

describe('security headers', () => {
  it('public/_headers is generated from security-headers.ts (UPDATE_HEADERS=1 rewrites it)', () => {
    if (process.env.UPDATE_HEADERS === '1') writeFileSync(headersPath, headersFile());
    expect(readFileSync(headersPath, 'utf8')).toBe(headersFile());
  });

  const prod = productionCsp(mockSources('http://127.0.0.1:4010'));
  it.each([
    "default-src 'self'",
    "script-src 'self' https://app.intercom.io https://widget.intercom.io https://js.intercomcdn.com",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types dompurify default',
  ])('the production policy has %s', (directive) => expect(prod.split('; ')).toContain(directive));

  it('frames only the mock (contract PDFs), the example payment widget and the chat widget', () => {
    const frame = prod.split('; ').find((d) => d.startsWith('frame-src')) ?? '';
    expect(frame.split(' ').slice(1)).toEqual([
      'http://127.0.0.1:4010',
      'https://ui2.tipalti.example.com',
      ...CHAT_SOURCES.frame,
    ]);
  });

  it.each(['connect-src', 'font-src', 'media-src', 'form-action'] as const)(
    "the deployed policy's %s has the chat widget's hosts",
    (name) => {
      const keys: Record<typeof name, keyof CspSources> = {
        'connect-src': 'connect',
        'font-src': 'font',
        'media-src': 'media',
        'form-action': 'form',
      };
      const key = keys[name];
      const csp = deployHeaders()['Content-Security-Policy'] ?? '';
      const directive = csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
      for (const host of CHAT_SOURCES[key]) expect(directive.split(' ')).toContain(host);
    },
  );

  it('the production policy allows no inline or eval script', () => {
    const script = prod.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(script).not.toMatch(/unsafe-inline|unsafe-eval|data:|\*/);
  });

  it('the dev policy only adds inline scripts and the HMR websocket, and drops Trusted Types', () => {
    const dev = developmentCsp(mockSources('http://127.0.0.1:4010'));
    expect(dev).toMatch(/script-src 'self' 'unsafe-inline'/);
    expect(dev).not.toMatch(/unsafe-eval|trusted-types/);
    expect(dev).toMatch(/object-src 'none'/);
  });

  it('sends HSTS only over https', () => {
    expect(securityHeaders(prod, { https: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders(prod, { https: true })).toHaveProperty('Strict-Transport-Security');
  });
});
