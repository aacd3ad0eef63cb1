import { describe, expect, it } from 'vitest';
import { styleNonce } from './style-nonce';

describe('styleNonce', () => {
  it("reads the page's nonce from its csp-nonce meta", () => {
    const doc = document.implementation.createHTMLDocument();
    const meta = doc.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'abc123');
    doc.head.append(meta);
    expect(styleNonce(doc)).toBe('abc123');
  });

  it('is empty on a page without one (tests, a server sending no nonce)', () => {
    expect(styleNonce(document.implementation.createHTMLDocument())).toBe('');
  });
});
