import type { Platform, PostType } from '@creator/api-client';
import { describe, expect, it } from 'vitest';
import {
  onlyContentType,
  withUploaded,
  acceptedFiles,
  acceptMimeTypes,
  ALLOWED_POST_TYPES,
  allowsSeveralFiles,
  blankFields,
  canSubmit,
  commentsTabCount,
  contentRequired,
  cutText,
  EMPTY_DRAFT,
  contentErrorField,
  fileFitsType,
  hasTitle,
  isIncomplete,
  isPlayable,
  isUnchanged,
  mediaKind,
  mediaRequired,
  platformOfAccount,
  toRequest,
  type ContentDraft,
} from './content-rules';

describe('allowed post types per platform', () => {
  it.each<[Platform, PostType[]]>([
    ['instagram', ['story', 'photo', 'carousel', 'video', 'igtv', 'reel']],
    ['facebook', ['photo', 'video', 'text']],
    ['youtube', ['video']],
    ['tiktok', ['video']],
    ['twitch', ['live', 'video']],
    ['twitter', ['text', 'photo', 'carousel', 'video']],
  ])('%s: %j', (platform, types) => {
    expect(ALLOWED_POST_TYPES[platform]).toEqual(types);
  });
});

describe('accepted files', () => {
  it.each<[PostType, string, string[], boolean, boolean]>([
    ['video', 'video', ['video/*'], false, true],
    ['live', 'video', ['video/*'], false, true],
    ['reel', 'video', ['video/*'], false, true],
    ['igtv', 'video', ['video/*'], false, true],
    ['photo', 'image', ['image/*'], false, true],
    ['story', 'image_or_video', ['image/*', 'video/*'], false, true],
    ['carousel', 'image_or_video', ['image/*', 'video/*'], true, true],
    ['text', 'none', [], false, false],
  ])('%s takes %s', (type, accepted, mimes, several, required) => {
    expect(acceptedFiles(type)).toBe(accepted);
    expect(acceptMimeTypes(type)).toEqual(mimes);
    expect(allowsSeveralFiles(type)).toBe(several);
    expect(mediaRequired(type)).toBe(required);
  });

  it.each<[string, PostType, boolean]>([
    ['image/png', 'photo', true],
    ['video/mp4', 'photo', false],
    ['video/mp4', 'reel', true],
    ['image/jpeg', 'video', false],
    ['image/gif', 'story', true],
    ['video/webm', 'carousel', true],
    ['application/pdf', 'carousel', false],
    ['', 'story', false],
    ['image/png', 'text', false],
  ])('a %j file for %s fits: %s', (mime, type, fits) => {
    expect(fileFitsType(mime, type)).toBe(fits);
  });
});

describe('title and required content', () => {
  it.each<[Platform, PostType, boolean, boolean]>([
    ['instagram', 'igtv', true, false],
    ['instagram', 'reel', false, false],
    ['youtube', 'video', true, false],
    ['twitch', 'live', true, false],
    ['twitch', 'video', true, false],
    ['facebook', 'text', false, true],
    ['facebook', 'video', false, false],
    ['twitter', 'text', false, false],
    ['tiktok', 'video', false, false],
  ])('%s %s: title %s, content required %s', (platform, type, title, required) => {
    expect(hasTitle(platform, type)).toBe(title);
    expect(contentRequired(platform, type)).toBe(required);
  });
});

describe('media kind by URL', () => {
  it.each([
    ['https://cdn.example/a.jpeg', 'image'],
    ['https://cdn.example/a.JPG', 'image'],
    ['https://cdn.example/a.gif?x=1', 'image'],
    ['https://cdn.example/a.png#frag', 'image'],
    ['https://cdn.example/a.mp4', 'video'],
    ['https://cdn.example/a.png.mov', 'video'],
    ['https://cdn.example/jpg', 'video'],
    ['', 'video'],
  ])('%s is %s', (url, kind) => {
    expect(mediaKind(url)).toBe(kind);
  });
});

describe('platform of an account', () => {
  it.each([
    ['youtube', 'youtube'],
    ['instagram', 'instagram'],
    ['tiktok_creator', 'tiktok'],
    ['virtual', 'youtube'],
    ['myspace', null],
  ])('%s lives on %s', (type, platform) => {
    expect(platformOfAccount(type)).toBe(platform);
  });
});

const draft = (over: Partial<ContentDraft>): ContentDraft => ({ ...EMPTY_DRAFT, ...over });
const photo = draft({
  accountRemoteId: '1784',
  contentType: 'sponsored_post',
  type: 'photo',
  mediaFiles: ['https://cdn.example/a.png'],
});

describe('blank fields and the incomplete-content rule', () => {
  it.each<[string, ContentDraft, Platform | null, string[]]>([
    ['empty draft', EMPTY_DRAFT, null, ['accountRemoteId', 'type', 'contentType']],
    ['complete photo', photo, 'instagram', []],
    ['photo without media', { ...photo, mediaFiles: [] }, 'instagram', ['mediaFiles']],
    ['blank content type', { ...photo, contentType: '  ' }, 'instagram', ['contentType']],
    [
      'facebook text without content',
      { ...photo, type: 'text', mediaFiles: [] },
      'facebook',
      ['content'],
    ],
    [
      'facebook text with content',
      { ...photo, type: 'text', mediaFiles: [], content: 'hi' },
      'facebook',
      [],
    ],
    ['twitter text without content', { ...photo, type: 'text', mediaFiles: [] }, 'twitter', []],
  ])('%s', (_name, value, platform, expected) => {
    expect(blankFields(value, platform)).toEqual(expected);
    expect(isIncomplete(value, platform)).toBe(expected.length > 0);
    expect(canSubmit(value, platform, false)).toBe(expected.length === 0);
  });

  it('an upload running disables submit', () => {
    expect(canSubmit(photo, 'instagram', true)).toBe(false);
  });
});

describe('request body', () => {
  it('drops the title where the type has none and sends blanks as null', () => {
    expect(toRequest({ ...photo, title: 'T', content: ' ' }, 'instagram')).toEqual({
      post: {
        accountRemoteId: '1784',
        type: 'photo',
        contentType: 'sponsored_post',
        title: null,
        content: null,
        mediaFiles: ['https://cdn.example/a.png'],
      },
    });
  });
  it('keeps the title for youtube and the requirement when given', () => {
    const body = toRequest({ ...photo, type: 'video', title: 'T', content: 'D' }, 'youtube', 7);
    expect(body.post).toMatchObject({ title: 'T', content: 'D', requirementId: 7 });
  });
});

describe('unchanged detection', () => {
  it.each<[string, Partial<ContentDraft>, boolean]>([
    ['same', {}, true],
    ['spaces only', { content: '  ' }, true],
    ['new content', { content: 'new' }, false],
    ['new title', { title: 'x' }, false],
    ['other file', { mediaFiles: ['https://cdn.example/b.png'] }, false],
    [
      'one more file',
      { mediaFiles: ['https://cdn.example/a.png', 'https://cdn.example/b.png'] },
      false,
    ],
    ['other type', { type: 'story' }, false],
  ])('%s: %s', (_name, over, same) => {
    expect(isUnchanged(photo, { ...photo, ...over })).toBe(same);
  });
});

describe('small rules', () => {
  it.each([
    ['short', 70, 'short'],
    ['x'.repeat(70), 70, 'x'.repeat(70)],
    ['x'.repeat(71), 70, `${'x'.repeat(69)}…`],
  ])('cuts %j at %d', (text, max, expected) => {
    expect(cutText(text, max)).toBe(expected);
  });
  it.each([
    ['video', true],
    ['igtv', true],
    ['live', true],
    ['reel', false],
    ['photo', false],
  ])('%s plays: %s', (type, playable) => {
    expect(isPlayable(type)).toBe(playable);
  });
  it.each([
    [2, 5, { kind: 'badge', count: 2 }],
    [0, 5, { kind: 'total', count: 5 }],
    [0, 0, null],
  ])('comments tab with %d unread of %d', (unread, total, expected) => {
    expect(commentsTabCount(unread, total)).toEqual(expected);
  });
  it.each([
    ['post.title', 'title'],
    ['post.mediaFiles', 'mediaFiles'],
    ['mediaFiles', 'mediaFiles'],
    ['post.requirementId', null],
    ['post', null],
  ])('server field %s is form field %s', (path, field) => {
    expect(contentErrorField(path)).toBe(field);
  });
});

describe('withUploaded', () => {
  it.each<[string, PostType, string[], string[], string[]]>([
    [
      'a carousel adds to what is attached',
      'carousel',
      ['a', 'b'],
      ['c', 'd'],
      ['a', 'b', 'c', 'd'],
    ],
    ['a first carousel pick', 'carousel', [], ['a'], ['a']],
    ['a photo replaces its file', 'photo', ['a'], ['b'], ['b']],
    ['a video keeps one file', 'video', [], ['a', 'b'], ['a']],
  ])('%s', (_name, type, current, uploaded, want) =>
    expect(withUploaded(type, current, uploaded)).toEqual(want),
  );
});

describe('onlyContentType', () => {
  const available = [
    { platform: 'youtube', contentType: 'sponsored_post' },
    { platform: 'instagram', contentType: 'sponsored_post' },
    { platform: 'instagram', contentType: 'product_placement' },
  ];
  it.each<[string, Platform | null, string]>([
    ['the only type of the platform is preselected', 'youtube', 'sponsored_post'],
    ['two types: the user chooses', 'instagram', ''],
    ['none for the platform', 'twitter', ''],
    ['no platform', null, ''],
  ])('%s', (_name, platform, want) => expect(onlyContentType(available, platform)).toBe(want));
});
