import { describe, expect, it } from 'vitest';
import { decodePostData, encodePostData, type PostData } from './post-data';

describe('encodePostData / decodePostData', () => {
  it.each<[string, PostData, PostData]>([
    [
      'with a deadline',
      {
        platform: 'youtube',
        type: 'video',
        contentType: 'sponsored_post',
        publishBy: '2026-12-31',
      },
      {
        platform: 'youtube',
        type: 'video',
        contentType: 'sponsored_post',
        publishBy: '2026-12-31',
      },
    ],
    [
      'without a deadline (null is left out)',
      { platform: 'instagram', type: 'reel', contentType: 'sponsored_post', publishBy: null },
      { platform: 'instagram', type: 'reel', contentType: 'sponsored_post' },
    ],
    [
      'non-ASCII content type',
      { platform: 'twitter', type: 'text', contentType: 'プロモーション?>>' },
      { platform: 'twitter', type: 'text', contentType: 'プロモーション?>>' },
    ],
  ])('%s: round trip', (_name, post, want) => {
    const encoded = encodePostData(post);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodePostData(encoded)).toEqual(want);
  });

  it.each<[string, string]>([
    ['not base64', '%%%'],
    ['not JSON', encodePostData({ platform: 'youtube', type: 'video', contentType: 'x' }).slice(3)],
    [
      'unknown platform',
      btoa(JSON.stringify({ platform: 'myspace', type: 'video', contentType: 'x' })),
    ],
  ])('%s: null', (_name, encoded) => expect(decodePostData(encoded)).toBeNull());
});
