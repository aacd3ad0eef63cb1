import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureUrlGate, sameOriginUrl } from '../security/safe-url';
import { signInUrl } from './sign-in';

const ORIGIN = 'https://creators.example.com';

beforeEach(() => configureUrlGate({ allowHttp: false }));
afterEach(() => configureUrlGate({ allowHttp: false }));

describe('sameOriginUrl', () => {
  it.each<[string, string | null, string | null]>([
    ['a page of the app', `${ORIGIN}/creator/campaigns/102`, `${ORIGIN}/creator/campaigns/102`],
    ['another host', 'https://evil.example.com/creator/', null],
    ['another port', 'https://creators.example.com:8443/creator/', null],
    ['another scheme', 'http://creators.example.com/creator/', null],
    ['protocol-relative', '//evil.example.com/creator/', null],
    ['a script', 'javascript:alert(1)', null],
    ['user info', 'https://creators.example.com@evil.example.com/', null],
    ['nothing', null, null],
  ])('%s', (_name, given, want) => expect(sameOriginUrl(given, ORIGIN)).toBe(want));
});

describe('signInUrl', () => {
  it.each<[string, { login: string; here: string; want: string }]>([
    [
      'an absolute login URL gets return_to, its own query kept',
      {
        login: 'https://login.example.com/sign_in?app=creator',
        here: `${ORIGIN}/creator/earnings/payments/2026-05-01?x=1#top`,
        want: `https://login.example.com/sign_in?app=creator&return_to=${encodeURIComponent(`${ORIGIN}/creator/earnings/payments/2026-05-01?x=1#top`)}`,
      },
    ],
    [
      'a login path of this origin',
      {
        login: '/__mock/login?persona=creator',
        here: `${ORIGIN}/creator/guides/302`,
        want: `${ORIGIN}/__mock/login?persona=creator&return_to=${encodeURIComponent(`${ORIGIN}/creator/guides/302`)}`,
      },
    ],
    [
      'a page of another origin is not named: the login URL as configured',
      {
        login: 'https://login.example.com/sign_in',
        here: 'https://evil.example.com/creator/',
        want: 'https://login.example.com/sign_in',
      },
    ],
  ])('%s', (_name, { login, here, want }) => expect(signInUrl(login, here, ORIGIN)).toBe(want));
});
