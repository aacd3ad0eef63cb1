import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

const clean = (html: string) => String(sanitizeHtml(html));

describe('sanitizeHtml: scripts and URLs', () => {
  it.each<[string, string, string]>([
    ['drops event handlers', '<img src="x" onerror="alert(1)"><b>ok</b>', '<img><b>ok</b>'],
    ['drops script elements', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['drops javascript links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['keeps plain text', 'Hello & welcome', 'Hello & welcome'],
    [
      'keeps a safe link, opening a new window',
      '<a href="https://mori.example.com">x</a>',
      '<a href="https://mori.example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['drops a protocol-relative image', '<p>ok</p><img src="//evil.example/h1">', '<p>ok</p><img>'],
    ['drops a user-info link', '<a href="https://u:p@evil.example/">x</a>', '<a>x</a>'],
    ['drops a relative link', '<a href="/creator/x">x</a>', '<a>x</a>'],
    ['drops handlers', '<img/onerror="x()"><b onclick=x()>y</b>', '<img><b>y</b>'],
    ['drops forms', '<form action="https://evil.example/h2"><b>x</b></form>', '<b>x</b>'],
    [
      'drops a srcset',
      '<img src="https://a.example/i.png" srcset="//evil.example/i 2x">',
      '<img src="https://a.example/i.png">',
    ],
  ])('%s', (_name, given, want) => expect(clean(given)).toBe(want));
});

describe('sanitizeHtml: text may be formatted, the page never styled', () => {
  it('keeps headings, lists, emphasis, quotes, tables, links and images', () => {
    const html =
      '<h2>Brief</h2><p><strong>Bold</strong>, <em>em</em>, <u>u</u></p><ul><li>a</li></ul>' +
      '<ol start="2"><li>b</li></ol><blockquote>q</blockquote><table><tbody><tr><td>c</td></tr></tbody></table>' +
      '<img src="https://cdn.example.com/a.png" alt="A">';
    expect(clean(html)).toBe(html);
  });

  it.each<[string, string, string]>([
    [
      'a <style> element',
      '<style>header{display:none!important} body{background:url(https://evil.example/b.gif)}</style><p>x</p>',
      '<p>x</p>',
    ],
    [
      'a style attribute',
      '<p style="position:fixed;inset:0;background:url(https://evil.example/s)">x</p>',
      '<p>x</p>',
    ],
    ['an upper-case <STYLE/>', '<STYLE/>a{}</STYLE ><p>x</p>', '<p>x</p>'],
    ['an SVG <style>', '<svg><style>body{display:none}</style></svg><p>x</p>', '<p>x</p>'],
    [
      "the app's classes and ids",
      '<div class="mantine-visible-from-sm" id="main">x</div>',
      '<div>x</div>',
    ],
    [
      'presentational URL attributes',
      '<table background="https://evil.example/t"><tbody><tr><td>x</td></tr></tbody></table>',
      '<table><tbody><tr><td>x</td></tr></tbody></table>',
    ],
    [
      'sizes',
      '<img src="https://cdn.example.com/a.png" width="9999" height="9999">',
      '<img src="https://cdn.example.com/a.png">',
    ],
    [
      'a stylesheet link',
      '<link rel="stylesheet" href="https://evil.example/s.css"><p>x</p>',
      '<p>x</p>',
    ],
    [
      'frames and media',
      '<iframe src="https://evil.example/f"></iframe><video poster="https://evil.example/v"></video><p>x</p>',
      '<p>x</p>',
    ],
  ])('drops %s', (_name, given, want) => expect(clean(given)).toBe(want));

  it('leaves no CSS url() anywhere', () => {
    const out = clean(
      '<div style="background-image:url(https://evil.example/a)"><span style="--x:url(//evil.example/b)">y</span></div>',
    );
    expect(out).not.toMatch(/url\(|style/i);
  });

  it('removes its hooks afterwards (DOMPurify is left as it was)', async () => {
    clean('<a href="https://a.example">a</a>');
    const { default: DOMPurify } = await import('dompurify');
    expect(String(DOMPurify.sanitize('<a href="/x">x</a>'))).toBe('<a href="/x">x</a>');
  });
});
