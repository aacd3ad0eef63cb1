import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeHtmlGated } from './sanitize';

describe('sanitizeHtml', () => {
  it.each<[string, string, string]>([
    ['event handlers', '<img src="x" onerror="alert(1)"><b>ok</b>', '<img src="x"><b>ok</b>'],
    ['script elements', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['javascript links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['nothing from plain text', 'Hello & welcome', 'Hello & welcome'],
  ])('drops %s', (_name, given, want) => expect(String(sanitizeHtml(given))).toBe(want));
});

describe('sanitizeHtmlGated', () => {
  it.each<[string, string, string]>([
    [
      'keeps a safe link, opening a new window',
      '<a href="https://mori.example.com">x</a>',
      '<a href="https://mori.example.com" target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['drops a protocol-relative image', '<p>ok</p><img src="//evil.example/h1">', '<p>ok</p><img>'],
    ['drops a user-info link', '<a href="https://u:p@evil.example/">x</a>', '<a>x</a>'],
    ['drops a relative link', '<a href="/creator/x">x</a>', '<a>x</a>'],
    ['drops handlers', '<img/onerror="x()"><b onclick=x()>y</b>', '<img><b>y</b>'],
    ['drops form targets', '<form action="https://evil.example/h2"></form>', '<form></form>'],
  ])('%s', (_name, given, want) => expect(String(sanitizeHtmlGated(given))).toBe(want));

  it('leaves sanitizeHtml as it was', () => {
    sanitizeHtmlGated('<a href="https://a.example">a</a>');
    expect(String(sanitizeHtml('<a href="/x">x</a>'))).toBe('<a href="/x">x</a>');
  });
});
