import { describe, expect, it } from 'vitest';
import { installDefaultPolicy } from './trusted-types';

type Rules = {
  createHTML: (value: string) => string | null;
  createScriptURL: (value: string) => string | null;
};

/** Installs the policy on a fake `trustedTypes` and returns its rules. */
function rules(): Rules {
  let created: Rules | undefined;
  const fake = {
    trustedTypes: {
      defaultPolicy: null,
      createPolicy: (name: string, given: Rules) => {
        expect(name).toBe('default');
        created = given;
        return given;
      },
    },
  };
  installDefaultPolicy(fake as unknown as Window);
  if (!created) throw new Error('no policy created');
  return created;
}

describe('the default Trusted Types policy', () => {
  it.each<[string, string, string | null]>([
    [
      "Mantine's CSS variables",
      ':root{--mantine-color-body:#fff}',
      ':root{--mantine-color-body:#fff}',
    ],
    ['markup', '<img src=x onerror=alert(1)>', null],
    ['markup after text', 'a{} </style><script>alert(1)</script>', null],
  ])('HTML: %s', (_name, given, want) => expect(rules().createHTML(given)).toBe(want));

  it.each<[string, string, string | null]>([
    [
      'the chat widget',
      'https://widget.intercom.io/widget/abc123',
      'https://widget.intercom.io/widget/abc123',
    ],
    ['another path on the chat host', 'https://widget.intercom.io/widget/abc/../../evil.js', null],
    ['another host', 'https://evil.example/widget.js', null],
    ['a data URL', 'data:text/javascript,alert(1)', null],
    ["the app's service worker", '/creator/sw.js', '/creator/sw.js'],
    ['another worker of the origin', '/creator/assets/evil.js', null],
    ['a worker elsewhere', 'https://evil.example/creator/sw.js', null],
  ])('script URL: %s', (_name, given, want) => expect(rules().createScriptURL(given)).toBe(want));

  it('does nothing without Trusted Types (jsdom, older browsers)', () => {
    expect(() => installDefaultPolicy({} as Window)).not.toThrow();
  });
});
