// Request validation by Prism, answered in the contract's own error shapes. Prism checks the
// request against the bundled contract and lists what is wrong in `sl-violations`; asking it
// for the small 401 example keeps that probe cheap. The gateway then answers:
// - a path parameter that breaks its pattern (`/campaigns/abc.json`): 404, as a backend whose
//   routes only match digits would;
// - a query or body that breaks the contract: 422 `ValidationError`
//   `{code: 'validation_failed', message, errors: {<field path>: [Prism's messages]}}`, field
//   paths as the contract writes them (`countryCode`, `customQuestionAnswers[0].answer`);
// - a body that cannot be read at all (not JSON): 422 `{code: 'malformed_body', message,
//   errors: {body: [...]}}` (the contract documents no 400: 422 is every mutation's refusal).
import { forward } from './http-util.mjs';

/** The contract's field path of a Prism violation location (`['request','body','a','0','b']`). */
export function fieldPath(location, message) {
  const parts = location.slice(2);
  // The offending property of `additionalProperties` and `required` violations.
  const extra = /(?:found|required property) '([^']+)'/.exec(message)?.[1];
  if (extra) parts.push(extra);
  return (
    parts.reduce(
      (path, p) => (/^\d+$/.test(p) ? `${path}[${p}]` : path ? `${path}.${p}` : p),
      '',
    ) || 'base'
  );
}

/** Turns Prism's violations into the gateway's answer, or null when the request is fine. */
export function problemOf(status, violations, pathname) {
  const real = violations.filter((v) => v.severity === 'Error' && v.code !== 401);
  const inPath = real.filter((v) => v.location[1] === 'path');
  if (inPath.length)
    return {
      status: 404,
      body: { code: 'not_found', message: `No such resource: ${pathname} (${inPath[0].message}).` },
    };
  if (real.length) {
    const errors = {};
    for (const v of real) (errors[fieldPath(v.location, v.message)] ??= []).push(v.message);
    return {
      status: 422,
      body: {
        code: 'validation_failed',
        message: 'The request does not match the contract.',
        errors,
      },
    };
  }
  if (status === 400)
    return {
      status: 422,
      body: {
        code: 'malformed_body',
        message: 'The request body could not be read.',
        errors: { body: ['is not valid JSON'] },
      },
    };
  return null;
}

/** Asks Prism about a request; resolves to `{ problem, violations }` (problem null when fine). */
export async function checkRequest(prismUrl, req, body, cookie) {
  const probe = await forward(prismUrl, req, body, { cookie, prefer: 'code=401' });
  const header = String(probe.headers['sl-violations'] ?? '');
  let violations = [];
  try {
    violations = header ? JSON.parse(header) : [];
  } catch {
    violations = [];
  }
  const pathname = new URL(req.url ?? '/', 'http://mock').pathname;
  return { problem: problemOf(probe.status, violations, pathname), header };
}
