import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootTexts, injectBootTexts } from './boot-texts';

/** A folder of catalogues: language -> the `home` texts it has. */
function catalogues(homes: Record<string, Record<string, string>>) {
  const dir = mkdtempSync(join(tmpdir(), 'boot-texts-'));
  for (const [language, home] of Object.entries(homes))
    writeFileSync(join(dir, `${language}.json`), JSON.stringify({ creator_dashboard: { home } }));
  return dir;
}

describe('bootTexts', () => {
  it("takes every bundled catalogue's greeting and subtitle", () => {
    const texts = bootTexts();
    expect(Object.keys(texts).sort()).toEqual(['en', 'ja']);
    expect(texts.en).toEqual({
      greeting: 'Welcome back, {{name}}',
      subtitle: 'Here is what is happening with your channels.',
    });
    expect(texts.ja?.greeting).toContain('{{name}}');
  });

  it('gives a catalogue the English text of a key it lacks, as the app does', () => {
    const dir = catalogues({
      en: { greeting: 'Hi {{name}}', subtitle: 'News', other: 'x' },
      fr: { greeting: 'Salut {{name}}' },
    });
    expect(bootTexts(dir)).toEqual({
      en: { greeting: 'Hi {{name}}', subtitle: 'News' },
      fr: { greeting: 'Salut {{name}}', subtitle: 'News' },
    });
  });

  it('fails the build when English has no greeting', () => {
    expect(() => bootTexts(catalogues({ en: { subtitle: 'News' } }))).toThrow(/home\.greeting/);
  });
});

describe('injectBootTexts', () => {
  const html = '<body>\n    <script src="/creator/boot.js"></script>\n</body>';

  it('writes the texts as data just before boot.js, no text able to close the element', () => {
    const out = injectBootTexts(html, { en: { greeting: '</script><b>{{name}}', subtitle: 's' } });
    const data =
      /<script type="application\/json" id="boot-texts">(.*)<\/script>\n\s*<script src="\/creator\/boot\.js">/.exec(
        out,
      )?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    expect(JSON.parse(data ?? '')).toEqual({
      en: { greeting: '</script><b>{{name}}', subtitle: 's' },
    });
  });

  it('fails when index.html loads no boot.js', () => {
    expect(() => injectBootTexts('<body></body>', {})).toThrow(/no boot\.js/);
  });
});
