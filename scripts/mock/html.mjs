// The mock's few server-rendered pages share this frame. Every interpolated value goes
// through `esc`: persona names, return URLs and dataset text are data, never markup.
import { escapeXml as esc } from './media.mjs';

export { esc };

/** A whole HTML document with a small inline style and no script. */
export function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1d2433}
h1{font-size:1.5rem}h2{font-size:1.1rem;margin-top:2rem;border-bottom:1px solid #ddd}
form{margin:.5rem 0}label{margin-right:.5rem}input,select,textarea,button{font:inherit}
button{padding:.3rem .9rem;border-radius:6px;border:1px solid #888;background:#f4f4f6;cursor:pointer}
button.primary{background:#2457d6;border-color:#2457d6;color:#fff}
table{border-collapse:collapse}td,th{padding:.2rem .6rem;border-bottom:1px solid #eee;text-align:left}
pre{overflow-x:auto;font-size:13px}code{background:#f4f4f6;padding:0 .2rem}.card{border:1px solid #ddd;border-radius:10px;padding:1.5rem}
</style></head><body>
${body}
</body></html>`;
}

/** Sends an HTML page. */
export function sendHtml(res, status, title, body, headers = {}) {
  const text = page(title, body);
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; img-src 'self'",
    ...headers,
  });
  res.end(text);
}

/** Hidden inputs for a map of values. */
export const hidden = (values) =>
  Object.entries(values)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
