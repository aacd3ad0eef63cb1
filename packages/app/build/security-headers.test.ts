import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { COLOR_SCHEME_SCRIPT, COLOR_SCHEME_SCRIPT_HASH } from './color-scheme-boot';
import {
  CHAT_SOURCES,
  CSP_NONCE_PLACEHOLDER,
  deployHeaders,
  developmentCsp,
  type CspSources,
  exampleHostsWarning,
  headersFile,
  mockSources,
  newNonce,
  productionCsp,
  securityHeaders,
} from './security-headers';

const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

/** A deployment that set every host of its own. */
const OWN_HOSTS = {
  CSP_CONNECT_SOURCES: 'https://api.mine.test wss://ws-eu.pusher.com',
  CSP_FRAME_SOURCES: 'https://ui2.tipalti.com https://files.mine.test',
};

describe("style elements need the response's nonce", () => {
  const csp = productionCsp(mockSources('http://127.0.0.1:4010'), 'n0nce');
  it.each(['style-src', 'style-src-elem'])('%s: self and the nonce, no inline', (name) =>
    expect(directive(csp, name)).toBe(`${name} 'self' 'nonce-n0nce'`),
  );
  it('style attributes stay allowed (React and Mantine style props)', () =>
    expect(directive(csp, 'style-src-attr')).toBe("style-src-attr 'unsafe-inline'"));
  it('the static policy carries the placeholder the server replaces', () =>
    expect(deployHeaders({})['Content-Security-Policy']).toContain(
      `'nonce-${CSP_NONCE_PLACEHOLDER}'`,
    ));
  it('each response gets a new nonce of 128 bits', () => {
    const [a, b] = [newNonce(), newNonce()];
    expect(a).not.toBe(b);
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
  });
});

describe("a deployment's hosts", () => {
  it("come from the CSP_*_SOURCES variables, with the chat widget's", () => {
    const csp = deployHeaders(OWN_HOSTS)['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'connect-src').split(' ')).toEqual(
      expect.arrayContaining([
        'https://api.mine.test',
        'wss://ws-eu.pusher.com',
        'https://api-iam.intercom.io',
      ]),
    );
    expect(csp).not.toContain('example.com');
  });

  it('the build and pnpm serve warn while the example hosts are in place', () => {
    expect(exampleHostsWarning({})).toMatch(
      /^warning: .*https:\/\/api\.example\.com, https:\/\/files\.example\.com.*CSP_CONNECT_SOURCES/,
    );
    expect(exampleHostsWarning(OWN_HOSTS)).toBeNull();
  });

  it('_headers has every header and the nonce placeholder to replace', () => {
    const file = headersFile(OWN_HOSTS);
    expect(file).toContain('/*\n  Content-Security-Policy: default-src');
    expect(file).toContain(`Replace ${CSP_NONCE_PLACEHOLDER}`);
    expect(file).toContain('  Strict-Transport-Security: ');
  });
});

describe('security headers', () => {
  const prod = productionCsp(mockSources('http://127.0.0.1:4010'));
  it.each([
    "default-src 'self'",
    `script-src 'self' ${COLOR_SCHEME_SCRIPT_HASH} https://app.intercom.io https://widget.intercom.io https://js.intercomcdn.com`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types dompurify default',
  ])('the production policy has %s', (directive) => expect(prod.split('; ')).toContain(directive));

  it('frames only the mock (contract PDFs), the example payment widgets and the chat widget', () => {
    const frame = prod.split('; ').find((d) => d.startsWith('frame-src')) ?? '';
    expect(frame.split(' ').slice(1)).toEqual([
      'http://127.0.0.1:4010',
      'https://ui2.tipalti.example.com',
      'https://widget.paymentrails.example.com',
      ...CHAT_SOURCES.frame,
    ]);
  });

  it.each(['connect-src', 'font-src', 'media-src', 'form-action', 'frame-src'] as const)(
    "the deployed policy's %s has the chat widget's hosts",
    (name) => {
      const keys: Record<typeof name, keyof CspSources> = {
        'frame-src': 'frame',
        'connect-src': 'connect',
        'font-src': 'font',
        'media-src': 'media',
        'form-action': 'form',
      };
      const key = keys[name];
      const csp = deployHeaders({})['Content-Security-Policy'] ?? '';
      for (const host of CHAT_SOURCES[key]) expect(directive(csp, name).split(' ')).toContain(host);
    },
  );

  // Pinned here, not read from CHAT_SOURCES: dropping a host from that list must fail a test.
  it.each<[string, string[]]>([
    [
      'connect-src',
      [
        'https://api-iam.intercom.io',
        'https://*.intercom-messenger.com',
        'wss://*.intercom-messenger.com',
        'wss://nexus-websocket-a.intercom.io',
        'https://uploads.intercomcdn.com',
      ],
    ],
    ['frame-src', ['https://intercom-sheets.com', 'https://www.intercom-reporting.com']],
    ['font-src', ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com']],
  ])("the deployed policy's %s has the hosts of Intercom's CSP guide", (name, hosts) => {
    const csp = deployHeaders({})['Content-Security-Policy'] ?? '';
    expect(directive(csp, name).split(' ')).toEqual(expect.arrayContaining(hosts));
  });

  it('the production policy allows no inline or eval script but the colour scheme one, by its hash', () => {
    const script = prod.split('; ').find((d) => d.startsWith('script-src')) ?? '';
    expect(script).not.toMatch(/unsafe-inline|unsafe-eval|data:|\*/);
    const hashes = script.split(' ').filter((source) => source.startsWith("'sha"));
    const digest = createHash('sha256').update(COLOR_SCHEME_SCRIPT).digest('base64');
    expect(hashes).toEqual([`'sha256-${digest}'`]);
  });

  it('the dev policy only adds inline scripts and styles and the HMR websocket, and drops Trusted Types', () => {
    const dev = developmentCsp(mockSources('http://127.0.0.1:4010'));
    expect(dev).toMatch(/script-src 'self' 'unsafe-inline'/);
    // A hash would turn 'unsafe-inline' off (Vite's inline preamble).
    expect(dev).not.toContain("'sha256-");
    expect(dev).toMatch(/style-src-elem 'self' 'unsafe-inline'/);
    expect(dev).not.toMatch(/unsafe-eval|trusted-types/);
    expect(dev).toMatch(/object-src 'none'/);
  });

  it('sends HSTS only over https', () => {
    expect(securityHeaders(prod, { https: false })).not.toHaveProperty('Strict-Transport-Security');
    expect(securityHeaders(prod, { https: true })).toHaveProperty('Strict-Transport-Security');
  });
});
