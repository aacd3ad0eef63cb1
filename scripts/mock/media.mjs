// Media that loads: every media and file URL of the dataset (scheme at the top of
// scripts/mock/world/media.mjs) answers something real. `.svg` pictures are generated:
// initials of the entity's name (looked up in the seeds) on a colour derived from the
// URL, so the same URL always looks the same. `sample.jpg|mp4|pdf` are committed files
// (media/); videos honour Range so players can seek. `/__mock/files/*.pdf|csv` are
// downloads.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const read = (name) => readFileSync(join(here, 'media', name));
const SAMPLES = {
  jpg: { type: 'image/jpeg', body: read('sample.jpg') },
  mp4: { type: 'video/mp4', body: read('sample.mp4') },
  pdf: { type: 'application/pdf', body: read('sample.pdf') },
};
const CSV =
  'video_id,title,views,revenue_usd\nvid001,A week in Kyoto,120394,412.55\nvid002,Street food in Osaka,88211,301.20\n';

/** Escapes text for XML and HTML. */
export const escapeXml = (s) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** Up to two initials (letters or digits) of a label: "Mika Tanaka" -> "MT". */
export function initialsOf(label) {
  const words = String(label)
    .split(/[\s_-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const firsts = words.map((w) => [...w][0]);
  if (!firsts.length) return '?';
  return (firsts.length > 1 ? firsts[0] + firsts.at(-1) : firsts[0]).toUpperCase();
}

const NAME_FIELDS = [
  'fullName',
  'title',
  'brand',
  'name',
  'channelTitle',
  'accountName',
  'displayedHeader',
  'pageName',
];

/**
 * Walks seeded worlds and maps each `/__mock/media/...` path to the name of the entity
 * that holds it (the nearest object with a name-like field).
 */
export function mediaNames(worlds) {
  const names = new Map();
  const walk = (value, label) => {
    if (typeof value === 'string') {
      const at = value.indexOf('/__mock/media/');
      if (at >= 0 && label && !names.has(value.slice(at))) names.set(value.slice(at), label);
    } else if (Array.isArray(value)) for (const v of value) walk(v, label);
    else if (value && typeof value === 'object') {
      const own = NAME_FIELDS.map((k) => value[k]).find((v) => typeof v === 'string' && v);
      for (const v of Object.values(value)) walk(v, own ?? label);
    }
  };
  for (const world of worlds) walk(world, null);
  return names;
}

/** A deterministic SVG picture for a media path. */
export function imageSvg(pathname, label) {
  const hash = createHash('sha1').update(pathname).digest();
  const hue = Math.round((hash[0] * 360) / 256);
  const hue2 = (hue + 40 + (hash[1] % 80)) % 360;
  const wide = pathname.includes('/thumb/');
  const [w, h] = wide ? [640, 360] : [256, 256];
  const fallback = pathname
    .split('/')
    .pop()
    .replace(/\.svg$/, '');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue},60%,45%)"/>`,
    `<stop offset="1" stop-color="hsl(${hue2},60%,28%)"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif"`,
    ` font-size="${Math.round(h * 0.38)}" font-weight="600" fill="#fff">`,
    `${escapeXml(initialsOf(label ?? fallback))}</text>`,
    wide
      ? `<text x="16" y="${h - 16}" font-family="sans-serif" font-size="18" fill="#fff">${escapeXml(String(label ?? fallback).slice(0, 60))}</text>`
      : '',
    '</svg>',
  ].join('');
}

/** Sends bytes, honouring a single `Range: bytes=a-b`. */
export function sendBytes(req, res, type, bytes, extra = {}) {
  const headers = { 'content-type': type, 'accept-ranges': 'bytes', ...extra };
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  const size = bytes.length;
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start >= size || start > end) {
      res.writeHead(416, { 'content-range': `bytes */${size}` });
      return res.end();
    }
    res.writeHead(206, {
      ...headers,
      'content-range': `bytes ${start}-${end}/${size}`,
      'content-length': end - start + 1,
    });
    return res.end(req.method === 'HEAD' ? undefined : bytes.subarray(start, end + 1));
  }
  res.writeHead(200, { ...headers, 'content-length': size });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/**
 * Answers `GET|HEAD /__mock/media/...` and `/__mock/files/...`; returns false when the
 * path is not a media path it knows. `nameOf(path)` gives an entity's name, if known.
 */
export function serveMedia(req, res, pathname, nameOf = () => null) {
  const file = pathname.split('/').pop() ?? '';
  const safe = file.replace(/[^\w.-]/g, '_');
  if (pathname.startsWith('/__mock/media/')) {
    if (file.endsWith('.svg')) {
      const svg = Buffer.from(imageSvg(pathname, nameOf(pathname)));
      sendBytes(req, res, 'image/svg+xml', svg, { 'cache-control': 'max-age=3600' });
      return true;
    }
    const sample = /^sample\.(jpg|mp4|pdf)$/.exec(file);
    if (!sample) return false;
    const { type, body } = SAMPLES[sample[1]];
    sendBytes(req, res, type, body, { 'cache-control': 'max-age=3600' });
    return true;
  }
  if (pathname.startsWith('/__mock/files/')) {
    // PDFs inline (viewers embed them; the browser still offers to save), CSVs download.
    const as = (how) => ({ 'content-disposition': `${how}; filename="${safe}"` });
    if (file.endsWith('.pdf'))
      sendBytes(req, res, 'application/pdf', SAMPLES.pdf.body, as('inline'));
    else if (file.endsWith('.csv'))
      sendBytes(req, res, 'text/csv', Buffer.from(CSV), as('attachment'));
    else return false;
    return true;
  }
  return false;
}
