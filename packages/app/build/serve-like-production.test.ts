import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { pickEncoding, precompress } from './serve-like-production';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
    ['BR', 'br'],
    ['gzip;q=0', null],
  ])('%s -> %s', (accept, expected) => {
    expect(pickEncoding(accept)).toBe(expected);
  });
});

describe('precompress', () => {
  it('writes brotli and gzip copies of text files that round-trip, and skips small or binary ones', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    writeFileSync(join(dir, 'app.js'), script);
    writeFileSync(join(dir, 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4000));
    expect(precompress(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(script);
    expect(readFileSync(join(dir, 'app.js.br')).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.png.br'))).toBe(false);
  });
});
