import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { bootTexts, injectBootTexts } from './boot-texts';

/** A folder of catalogues: language -> its texts (under `creator_dashboard`). */
function catalogues(texts: Record<string, Record<string, Record<string, string>>>) {
  const dir = mkdtempSync(join(tmpdir(), 'boot-texts-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  for (const [language, catalogue] of Object.entries(texts))
    writeFileSync(join(dir, `${language}.json`), JSON.stringify({ creator_dashboard: catalogue }));
  return dir;
}

const ENGLISH = {
  home: { greeting: 'Hi {{name}}', subtitle: 'News', other: 'x' },
  campaigns: { title: 'Campaigns' },
  pages: { analytics: 'Analytics' },
};

describe('bootTexts', () => {
  it("takes every bundled catalogue's headings of the pages boot.js knows", () => {
    const texts = bootTexts();
    expect(Object.keys(texts).sort()).toEqual(['en', 'ja']);
    expect(texts.en).toEqual({
      dashboard: {
        title: 'Welcome back, {{name}}',
        subtitle: 'Here is what is happening with your channels.',
      },
      campaigns: { title: 'Campaigns' },
      analytics: { title: 'Analytics' },
    });
    expect(texts.ja?.dashboard?.title).toContain('{{name}}');
    expect(texts.ja?.analytics?.title).not.toBe('Analytics');
  });

  it('gives a catalogue the English text of a key it lacks, as the app does', () => {
    const dir = catalogues({ en: ENGLISH, fr: { home: { greeting: 'Salut {{name}}' } } });
    expect(bootTexts(dir).fr).toEqual({
      dashboard: { title: 'Salut {{name}}', subtitle: 'News' },
      campaigns: { title: 'Campaigns' },
      analytics: { title: 'Analytics' },
    });
  });

  it('fails the build when English lacks a heading', () => {
    const dir = catalogues({ en: { ...ENGLISH, home: { subtitle: 'News' } } });
    expect(() => bootTexts(dir)).toThrow(/home\.greeting/);
  });
});

describe('injectBootTexts', () => {
  const html = '<body>\n    <script src="/creator/boot.js"></script>\n</body>';

  it('writes the texts as data just before boot.js, no text able to close the element', () => {
    const texts = { en: { dashboard: { title: '</script><b>{{name}}' } } };
    const out = injectBootTexts(html, texts);
    const data =
      /<script type="application\/json" id="boot-texts">(.*)<\/script>\n\s*<script src="\/creator\/boot\.js">/.exec(
        out,
      )?.[1];
    expect(data).toBeDefined();
    expect(data).not.toContain('<');
    expect(JSON.parse(data ?? '')).toEqual(texts);
  });

  it('fails when index.html loads no boot.js', () => {
    expect(() => injectBootTexts('<body></body>', {})).toThrow(/no boot\.js/);
  });
});
