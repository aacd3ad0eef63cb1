// Response validation: is the status declared for the operation, is there a body where the
// contract documents one (and none where it does not), of a documented media type, valid
// against its schema.
import { show } from './problems.mjs';

/** `; body: <start of the body>` for a line about an undocumented status, or ''. */
function preview(body) {
  if (body === undefined || body === null) return '';
  const text = Buffer.isBuffer(body)
    ? body.toString('utf8')
    : typeof body === 'string'
      ? body
      : JSON.stringify(body);
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat ? `; body: ${flat.length > 80 ? `${flat.slice(0, 77)}...` : flat}` : '';
}

const isJson = (type) => /^application\/(.+\+)?json$/.test(type);

/** The media type entry of a content map for a response's Content-Type, or null. */
function pickMedia(content, header) {
  const base = String(header ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (content[base]) return { type: base, media: content[base] };
  for (const [type, media] of Object.entries(content)) {
    if (isJson(base) && isJson(type)) return { type, media };
    const [major] = type.split('/');
    if (type === '*/*' || (type.endsWith('/*') && base.startsWith(`${major}/`)))
      return { type, media };
  }
  return null;
}

/**
 * The key of `responses` a status falls under (`404`, `4XX`, `default`), or null when the
 * operation does not declare it (a status only `default` would match counts as undeclared
 * when the operation lists explicit ones).
 */
export function responseKey(responses, status) {
  if (responses[String(status)]) return String(status);
  const range = `${String(status)[0]}XX`;
  if (responses[range]) return range;
  const explicit = Object.keys(responses).filter((s) => s !== 'default');
  return responses.default && explicit.length === 0 ? 'default' : null;
}

/**
 * Problems of one answer of an operation (`op` from listOperations).
 * @param {{ status: number, headers?: object, body?: Buffer|string|object }} answer
 *   `headers` lower-cased; `body` decoded bytes, text, or an already parsed value
 */
export function responseProblems(op, { status, headers = {}, body }, checker) {
  const problem = (kind, message, path = '$') => ({
    level: 'error',
    kind,
    where: 'response',
    path,
    message,
  });
  const responses = op.operation.responses ?? {};
  const key = responseKey(responses, status);
  if (!key) {
    const declared = Object.keys(responses).join(', ');
    return [
      problem(
        'undocumented-status',
        `${status} is not documented for ${op.operationId} (documented: ${declared})${preview(body)}`,
        '',
      ),
    ];
  }
  const content = responses[key].content ?? {};
  const parsedAlready =
    body !== undefined && body !== null && typeof body === 'object' && !Buffer.isBuffer(body);
  const text = parsedAlready ? null : body === undefined || body === null ? '' : String(body);
  const empty = !parsedAlready && text.length === 0;
  if (Object.keys(content).length === 0)
    return empty
      ? []
      : [
          problem(
            'body',
            `${status} of ${op.operationId} has no body in the contract, got ${show(parsedAlready ? body : text)}`,
          ),
        ];
  if (empty) return [problem('missing', 'empty body, the contract documents one')];
  const header = headers['content-type'] ?? (parsedAlready ? 'application/json' : undefined);
  const picked = pickMedia(content, header);
  if (!picked)
    return [
      problem(
        'content-type',
        `content type ${header ?? '(none)'} is not one of ${Object.keys(content).join(', ')}`,
      ),
    ];
  if (!picked.media.schema || !isJson(picked.type)) return [];
  let data = body;
  if (!parsedAlready) {
    try {
      data = JSON.parse(text);
    } catch {
      return [problem('wrong', `body is not valid JSON: ${show(text)}`)];
    }
  }
  return checker.check(picked.media.schema, data, 'response', '$');
}
