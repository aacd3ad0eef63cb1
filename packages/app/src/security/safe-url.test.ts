import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureUrlGate, openExternal, safeHttpUrl, safeMailto } from './safe-url';

afterEach(() => configureUrlGate({ allowHttp: false }));

/** Hostile or malformed forms the gate refuses, https-only or with http allowed. */
const HOSTILE: [string, string | null | undefined][] = [
  ['javascript', 'javascript:alert(1)'],
  ['javascript, upper case', 'JaVaScRiPt:alert(1)'],
  ['javascript, leading space', '  javascript:alert(1)'],
  ['javascript, leading control', '\u0001javascript:alert(1)'],
  ['javascript, tab inside', 'java\tscript:alert(1)'],
  ['javascript, newline inside', 'java\nscript:alert(1)'],
  ['javascript, carriage return inside', 'java\rscript:alert(1)'],
  ['javascript, entity-encoded', 'javascript&colon;alert(1)'],
  ['javascript, percent-encoded colon', 'javascript%3Aalert(1)'],
  ['data text/html', 'data:text/html,<script>alert(1)</script>'],
  ['data base64', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['data image svg', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ['vbscript', 'vbscript:msgbox(1)'],
  ['blob', 'blob:https://good.example/uuid'],
  ['file', 'file:///etc/passwd'],
  ['ftp', 'ftp://good.example/file'],
  ['ws', 'ws://good.example/'],
  ['mailto', 'mailto:a@b.example'],
  ['tel', 'tel:+100'],
  ['intent', 'intent://scan/#Intent;scheme=zxing;end'],
  ['protocol-relative', '//evil.example/path'],
  ['protocol-relative with spaces', '  //evil.example'],
  ['backslashes', '\\\\evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['https with backslashes', 'https:\\\\evil.example'],
  ['https with one slash', 'https:/evil.example'],
  ['https without slashes', 'https:evil.example'],
  ['https with three slashes', 'https:///evil.example'],
  ['https slash backslash', 'https:/\\evil.example'],
  ['backslash in path', 'https://good.example\\@evil.example'],
  ['user info', 'https://evil@good.example'],
  ['user and password', 'https://user:pass@good.example/'],
  ['empty user info', 'https://@good.example/'],
  ['user info made to look like a host', 'https://good.example@evil.example/'],
  ['encoded at in authority', 'https://good.example%40evil.example/'],
  ['relative path', '/creator/settings'],
  ['relative, no slash', 'evil.example/path'],
  ['fragment only', '#top'],
  ['query only', '?a=1'],
  ['empty', ''],
  ['spaces only', '   '],
  ['null', null],
  ['undefined', undefined],
  ['no host', 'https://'],
  ['zero-width space in host', 'https://go\u200bod.example/'],
  ['right-to-left override', 'https://good.example/\u202egnp.exe'],
  ['null byte inside', 'https://good.example/\u0000evil'],
  ['byte order mark', '\ufeffjavascript:alert(1)'],
  ['space inside host', 'https://good example/'],
  ['bad port', 'https://good.example:99999/'],
  ['http when not allowed', 'http://good.example/'],
];

describe('safeHttpUrl refuses hostile forms', () => {
  it.each(HOSTILE)('%s', (_name, given) => {
    expect(safeHttpUrl(given)).toBeNull();
  });
  it.each(HOSTILE.filter(([name]) => name !== 'http when not allowed'))(
    '%s (http allowed)',
    (_name, given) => {
      configureUrlGate({ allowHttp: true });
      expect(safeHttpUrl(given)).toBeNull();
    },
  );
  it('has at least 30 hostile forms', () => expect(HOSTILE.length).toBeGreaterThanOrEqual(30));
});

describe('safeHttpUrl lets good URLs through, normalised', () => {
  it.each<[string, { given: string; allowHttp?: boolean; want: string }]>([
    ['https', { given: 'https://good.example/a?b=1#c', want: 'https://good.example/a?b=1#c' }],
    [
      'upper-case scheme and host',
      { given: 'HTTPS://Good.Example/x', want: 'https://good.example/x' },
    ],
    ['trimmed', { given: '  https://good.example/ \n', want: 'https://good.example/' }],
    ['newline inside removed', { given: 'https://good.\nexample/', want: 'https://good.example/' }],
    ['port', { given: 'https://good.example:8443/', want: 'https://good.example:8443/' }],
    [
      'at sign in the path',
      { given: 'https://www.youtube.com/@mika', want: 'https://www.youtube.com/@mika' },
    ],
    [
      'at sign in the query',
      { given: 'https://good.example/?u=a@b', want: 'https://good.example/?u=a@b' },
    ],
    [
      'internationalised host',
      { given: 'https://bücher.example/', want: 'https://xn--bcher-kva.example/' },
    ],
    [
      'http where allowed (the mock)',
      {
        given: 'http://127.0.0.1:4010/__mock/media/a.png',
        allowHttp: true,
        want: 'http://127.0.0.1:4010/__mock/media/a.png',
      },
    ],
  ])('%s', (_name, { given, allowHttp = false, want }) => {
    configureUrlGate({ allowHttp });
    expect(safeHttpUrl(given)).toBe(want);
  });
});

describe('safeMailto', () => {
  it.each<[string, string | null, string | null]>([
    ['plain address', 'help@network.example', 'mailto:help@network.example'],
    ['plus address', 'a+b@network.example', 'mailto:a+b@network.example'],
    ['second recipient', 'a@b.example,evil@c.example', null],
    ['headers', 'a@b.example?bcc=evil@c.example', null],
    ['markup', 'a@b.example"><script>', null],
    ['no domain dot', 'a@localhost', null],
    ['empty', '', null],
    ['null', null, null],
  ])('%s', (_name, given, want) => expect(safeMailto(given)).toBe(want));
});

describe('openExternal', () => {
  it('opens a gated URL without a way back, and refuses the rest', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openExternal('https://brand.example/accept')).toBe(true);
    expect(open).toHaveBeenCalledWith(
      'https://brand.example/accept',
      '_blank',
      'noopener,noreferrer',
    );
    expect(openExternal('javascript:alert(1)')).toBe(false);
    expect(openExternal('https://evil@brand.example/')).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });
});
