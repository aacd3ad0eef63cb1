// Request validation by Prism, answered in the contract's own error shapes. Prism checks the
// request against the bundled contract and lists what is wrong in `sl-violations`; asking it
// for the small 401 example keeps that probe cheap. The gateway then answers:
// - a path parameter that breaks its pattern (`/campaigns/abc.json`): 404, as a backend whose
//   routes only match digits would;
// - a query or body that breaks the contract: 422 `ValidationError`
//   `{code: 'validation_failed', message, errors: {<field path>: [messages]}, codes: {...}}`,
//   field paths as the contract writes them (`countryCode`, `customQuestionAnswers[0].answer`),
//   each violation as a `FieldErrorCode` and that code's human message (field-errors.mjs),
//   never the validator's own wording;
// - a body that cannot be read at all (not JSON): 422 `{code: 'malformed_body', message,
//   errors: {body: [...]}}` (the contract documents no 400: 422 is every mutation's refusal).
import { fieldErrors } from './world/field-errors.mjs';
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

/** The contract's `FieldErrorCode` of a Prism (ajv) violation. */
export function codeOf(violation) {
  const message = String(violation.message ?? '');
  switch (violation.code) {
    case 'required':
      return 'blank';
    case 'format':
      if (/"email"/.test(message)) return 'invalid_email';
      if (/"date(-time)?"/.test(message)) return 'invalid_date';
      return 'invalid_format';
    case 'pattern':
      return 'invalid_format';
    case 'enum':
    case 'const':
      return 'not_in_list';
    case 'type':
      return 'invalid_type';
    case 'additionalProperties':
      return 'unknown_field';
    case 'minLength':
    case 'minItems':
      return 'too_short';
    case 'maxLength':
    case 'maxItems':
      return 'too_long';
    default:
      return 'invalid';
  }
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
    // One code per fault of a field: a type refused by each branch of a `oneOf` is one
    // `invalid_type`, and the branches' summary (`invalid`) adds nothing to a precise code.
    const found = {};
    for (const v of real) (found[fieldPath(v.location, v.message)] ??= new Set()).add(codeOf(v));
    const issues = {};
    for (const [path, codes] of Object.entries(found)) {
      if (codes.size > 1) codes.delete('invalid');
      issues[path] = [...codes];
    }
    return {
      status: 422,
      body: {
        code: 'validation_failed',
        message: 'Please correct the fields.',
        ...fieldErrors(issues),
      },
    };
  }
  if (status === 400)
    return {
      status: 422,
      body: {
        code: 'malformed_body',
        message: 'The request body could not be read.',
        ...fieldErrors({
          body: [{ code: 'invalid_format', message: 'The request body is not valid JSON.' }],
        }),
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
