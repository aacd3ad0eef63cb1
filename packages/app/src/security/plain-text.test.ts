import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it.each([
    [
      '<p>Fly with us to <strong>Okinawa</strong> this winter.</p><ul><li>One video</li></ul>',
      'Fly with us to Okinawa this winter.\nOne video',
    ],
    ['Plain words, no markup', 'Plain words, no markup'],
    ['Before <p>after</p>', 'Before\nafter'],
    ['<ul>\n  <li>\n first   item\n</li><li>second</li></ul>', 'first item\nsecond'],
    ['<p></p><p> </p><h2>Heading</h2><p>body</p>', 'Heading\nbody'],
    ['Tom &amp; Jerry &lt;3 &#8212; &#x1F600;&nbsp;!', 'Tom & Jerry <3 \u2014 \u{1F600}\u00a0!'],
    ['a < b and 2<3', 'a < b and 2<3'],
    ['<a href="https://x.example" title="a>b">link</a> text', 'link text'],
    ['line<br>break', 'line\nbreak'],
  ])('%j shows as %j', (html, text) => {
    expect(plainText(html)).toBe(text);
  });

  it('leaves out what the sanitised page never shows: scripts, styles, comments, frames', () => {
    expect(
      plainText(
        '<!-- note --><script>alert(1)</script><style>p{color:red}</style><svg><text>x</text></svg>' +
          '<iframe src="https://evil.example">frame</iframe><p onclick="alert(2)">Hello <img src=x onerror="alert(3)">there</p>',
      ),
    ).toBe('Hello there');
    expect(plainText('<script>never closed')).toBe('');
  });

  it('shows nothing rather than guess a reference only a full parser knows', () => {
    expect(plainText('<p>Wait&hellip;</p>')).toBe('');
  });

  it('is empty for no text', () => {
    expect(plainText('')).toBe('');
    expect(plainText('<p><img src="https://x.example/a.png"></p>')).toBe('');
  });
});
