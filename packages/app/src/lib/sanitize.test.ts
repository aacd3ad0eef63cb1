import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it.each<[string, string, string]>([
    ['event handlers', '<img src="x" onerror="alert(1)"><b>ok</b>', '<img src="x"><b>ok</b>'],
    ['script elements', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['javascript links', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['nothing from plain text', 'Hello & welcome', 'Hello & welcome'],
  ])('drops %s', (_name, given, want) => expect(String(sanitizeHtml(given))).toBe(want));
});
