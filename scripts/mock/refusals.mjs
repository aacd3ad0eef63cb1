// What the gateway answers to a request the contract refuses, decided before anything else
// (Prism, the world) sees the request, in the contract's own error shapes:
// - 400 `ErrorBody` when the request cannot be read (the contract's BadRequest):
//   `malformed_request` (a path or query that is not valid percent-encoded UTF-8, an `Accept`
//   or `Content-Type` that does not parse), `unsupported_media_type`
//   (a body of a type the operation does not take, or a body where it takes none),
//   `malformed_body` (not JSON, not a form, empty), `not_acceptable` (`Accept` allows none of
//   the operation's media types);
// - 404 when a path parameter breaks its pattern (`/campaigns/abc.json`), as a backend whose
//   routes only match digits would (every such operation declares 404);
// - 422 `ValidationError` when values are refused (types, formats, enums, limits, missing or
//   unknown fields): `{code: 'validation_failed', message, errors, codes}` keyed by the field as
//   the contract writes it (`countryCode`, `customQuestionAnswers[0].answer`, `force_refresh`),
//   each a `FieldErrorCode` with its message from field-errors.mjs, never the validator's text.
import Negotiator from 'negotiator';
import { fieldErrors } from './world/field-errors.mjs';

const badRequest = (code, message) => ({ status: 400, body: { code, message } });

/** One media range of an `Accept` header: `type/subtype` and optional parameters. */
const MEDIA_RANGE = /^\s*[!#$%&'*+.^_`|~\w-]+\/[!#$%&'*+.^_`|~\w-]+\s*(;\s*[^;,]*)*$/;

/** A 400 for an `Accept` that does not parse or allows none of the operation's media types. */
export function acceptRefusal(accept, op) {
  if (accept === undefined || String(accept).trim() === '') return null;
  const text = String(accept);
  if (!text.split(',').every((range) => MEDIA_RANGE.test(range)))
    return badRequest(
      'malformed_request',
      `The Accept header "${text.slice(0, 100)}" does not parse.`,
    );
  const offered = [
    ...new Set(
      Object.values(op.operation.responses ?? {}).flatMap((r) => Object.keys(r.content ?? {})),
    ),
  ];
  if (offered.length === 0) return null;
  if (new Negotiator({ headers: { accept: text } }).mediaTypes(offered).length > 0) return null;
  return badRequest(
    'not_acceptable',
    `The Accept header allows none of ${offered.join(', ')}, the media types of this operation.`,
  );
}

/** The contract's `FieldErrorCode` of a core problem (openapi-core/README.md, "Problems"). */
export function codeOf(problem) {
  switch (problem.keyword) {
    case 'required':
      return 'blank';
    case 'format':
      if (/ (email|idn-email)$/.test(problem.message)) return 'invalid_email';
      if (/ (date|date-time)$/.test(problem.message)) return 'invalid_date';
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

/** The human message of a number bound (`minimum` 2000: "Must be at least 2000."). */
const BOUND = {
  minimum: 'at least',
  maximum: 'at most',
  exclusiveMinimum: 'more than',
  exclusiveMaximum: 'less than',
};

/** `{ field: [issue] }` of the problems, one issue per fault of a field. */
function issuesOf(problems) {
  const found = {};
  for (const p of problems) {
    const code = codeOf(p);
    const limit = /(\d+(\.\d+)?)/.exec(p.message.split(' (got')[0])?.[1];
    const issue =
      BOUND[p.keyword] && limit ? { code, message: `Must be ${BOUND[p.keyword]} ${limit}.` } : code;
    (found[p.field || 'base'] ??= new Map()).set(
      typeof issue === 'string' ? issue : JSON.stringify(issue),
      issue,
    );
  }
  // A type refused by each branch of a `oneOf` is one `invalid_type`: the branches' summary
  // (`invalid`) adds nothing to a precise code.
  const issues = {};
  for (const [field, byKey] of Object.entries(found)) {
    if (byKey.size > 1) byKey.delete('invalid');
    issues[field] = [...byKey.values()];
  }
  return issues;
}

/**
 * The answer to a request the contract refuses, or null when it holds.
 * @param {object} contract from openapi-core
 * @param {{ method: string, url: string, headers: object, body: Buffer }} request
 * @param {{ op: object }} found the operation it hits (contract.find)
 */
export function refusalOf(contract, request, found) {
  const accept = acceptRefusal(request.headers.accept, found.op);
  const { problems } = contract.validateRequest(request);
  const errors = problems.filter((p) => p.level === 'error');
  const first = (kind) => errors.find((p) => p.kind === kind);
  const malformed = first('malformed');
  if (malformed)
    return malformed.in === 'body'
      ? badRequest('malformed_body', `The request body could not be read: ${malformed.message}.`)
      : badRequest('malformed_request', `The request could not be read: ${malformed.message}.`);
  const type = first('content-type');
  if (type) return badRequest('unsupported_media_type', `The request has ${type.message}.`);
  if (first('body')) return badRequest('unsupported_media_type', `${first('body').message}.`);
  const missingBody = errors.find(
    (p) => p.in === 'body' && p.path === 'body' && p.kind === 'missing',
  );
  if (missingBody) return badRequest('malformed_body', 'The request body is empty.');
  if (accept) return accept;
  if (errors.length === 0) return null;
  const operationId = found.op.operationId;
  if (errors.some((p) => p.in === 'path') && contract.declares(operationId, 404))
    return {
      status: 404,
      body: { code: 'not_found', message: `No such resource: ${request.url.split('?')[0]}.` },
    };
  if (!contract.declares(operationId, 422))
    return badRequest(
      'malformed_request',
      `The request breaks the contract: ${errors[0].path} ${errors[0].message}.`,
    );
  return {
    status: 422,
    body: {
      code: 'validation_failed',
      message: 'Please correct the fields.',
      ...fieldErrors(issuesOf(errors)),
    },
  };
}
