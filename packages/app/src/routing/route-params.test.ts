import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodePostData,
  decodeVideoUrl,
  encodeBase64Text,
  isDigits,
  isEarningsAccount,
  isMonth,
  isPaymentsMonth,
  parseAnalyticsPeriod,
  type PostData,
} from './route-params';
import { configureUrlGate } from '../security/safe-url';

const b64 = (value: unknown) =>
  encodeBase64Text(typeof value === 'string' ? value : JSON.stringify(value));

describe('isDigits', () => {
  it.each<[string, { given: string | undefined; want: boolean }]>([
    ['digits', { given: '102', want: true }],
    ['letters', { given: '10a', want: false }],
    ['negative', { given: '-1', want: false }],
    ['empty', { given: '', want: false }],
    ['missing', { given: undefined, want: false }],
  ])('%s', (_name, { given, want }) => expect(isDigits(given)).toBe(want));
});

describe('isEarningsAccount', () => {
  it.each<[string | undefined, string | undefined, boolean]>([
    ['youtube', 'UCm1kaTravels', true],
    ['youtube', 'UC_x-9', true],
    ['virtual', '1007', true],
    ['virtual', 'UCm1kaTravels', false],
    ['youtube', 'UC<script>', false],
    ['youtube', '', false],
    ['twitch', '12', false],
    [undefined, '12', false],
  ])('%s %s -> %s', (type, id, want) => expect(isEarningsAccount(type, id)).toBe(want));
});

describe('months and periods', () => {
  it.each<[string, { given: string | undefined; want: boolean }]>([
    ['first of month', { given: '2026-10-01', want: true }],
    ['other day', { given: '2026-10-02', want: false }],
    ['month 13', { given: '2026-13-01', want: false }],
    ['all is not a YouTube month', { given: 'all', want: false }],
  ])('isMonth: %s', (_name, { given, want }) => expect(isMonth(given)).toBe(want));
  it.each<[string, { given: string | undefined; want: boolean }]>([
    ['all', { given: 'all', want: true }],
    ['a month', { given: '2026-01-01', want: true }],
    ['garbage', { given: 'last', want: false }],
  ])('isPaymentsMonth: %s', (_name, { given, want }) => expect(isPaymentsMonth(given)).toBe(want));
  it.each<[string, { given: string | undefined; want: string | null }]>([
    ['last_28_days', { given: 'last_28_days', want: 'last_28_days' }],
    ['year', { given: 'year', want: 'year' }],
    ['unknown', { given: 'week', want: null }],
  ])('parseAnalyticsPeriod: %s', (_name, { given, want }) =>
    expect(parseAnalyticsPeriod(given)).toBe(want),
  );
});

describe('decodePostData', () => {
  const good = {
    platform: 'instagram',
    type: 'story',
    contentType: 'sponsored_post',
    publishBy: '2026-12-01',
  };
  it.each<[string, { given: string | undefined; want: PostData | null }]>([
    ['valid JSON with publishBy', { given: b64(good), want: good as PostData }],
    [
      'valid without publishBy',
      {
        given: b64({ platform: 'youtube', type: 'video', contentType: 'review' }),
        want: { platform: 'youtube', type: 'video', contentType: 'review' },
      },
    ],
    [
      'URL-safe base64 without padding',
      {
        given: b64({ platform: 'youtube', type: 'video', contentType: 'ré?' })
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, ''),
        want: { platform: 'youtube', type: 'video', contentType: 'ré?' },
      },
    ],
    ['bad base64', { given: '!!!not-base64', want: null }],
    ['bad UTF-8', { given: btoa('\xff\xfe{}'), want: null }],
    ['bad JSON', { given: b64('{platform:'), want: null }],
    ['JSON array', { given: b64([good]), want: null }],
    ['unknown platform', { given: b64({ ...good, platform: 'myspace' }), want: null }],
    ['unknown type', { given: b64({ ...good, type: 'tweet' }), want: null }],
    ['missing contentType', { given: b64({ platform: 'youtube', type: 'video' }), want: null }],
    ['publishBy not a string', { given: b64({ ...good, publishBy: 5 }), want: null }],
    ['missing segment', { given: undefined, want: null }],
  ])('%s', (_name, { given, want }) => expect(decodePostData(given)).toEqual(want));
});

describe('decodeVideoUrl', () => {
  // As with the mock's config, whose uploads are on http://127.0.0.1.
  beforeAll(() => configureUrlGate({ allowHttp: true }));
  afterAll(() => configureUrlGate({ allowHttp: false }));
  it.each<[string, { given: string | undefined; want: string | null }]>([
    ['https URL', { given: b64('https://cdn.test/v.mp4'), want: 'https://cdn.test/v.mp4' }],
    [
      'http URL',
      {
        given: b64('http://127.0.0.1:4010/__mock/uploads/a/v.mp4'),
        want: 'http://127.0.0.1:4010/__mock/uploads/a/v.mp4',
      },
    ],
    ['javascript URL', { given: b64('javascript:alert(1)'), want: null }],
    ['relative path', { given: b64('/v.mp4'), want: null }],
    ['bad base64', { given: '%%%', want: null }],
  ])('%s', (_name, { given, want }) => expect(decodeVideoUrl(given)).toBe(want));
});
