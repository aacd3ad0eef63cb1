// One HTTP exchange (request and answer) judged against the contract, and its report lines:
// what the validating proxy, `contract:check` and the mock's coverage report print.
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { pathnameOf } from './routes.mjs';

/** A body's bytes decoded per its content-encoding (left as they are when that fails). */
export function decodeBody(buffer, encoding) {
  if (!buffer || buffer.length === 0) return buffer;
  const enc = String(encoding ?? '').toLowerCase();
  try {
    if (enc === 'gzip' || enc === 'x-gzip') return gunzipSync(buffer);
    if (enc === 'deflate') return inflateSync(buffer);
    if (enc === 'br') return brotliDecompressSync(buffer);
  } catch {
    return buffer;
  }
  return buffer;
}

/**
 * Validates one exchange with a contract (from createContract / loadContract).
 * @param {object} contract
 * @param {{ method: string, url: string, requestHeaders?: object, requestBody?: Buffer|string,
 *   status: number, headers?: object, body?: Buffer|string|object, checkRequest?: boolean }} x
 *   headers lower-cased; `body` the decoded answer; `checkRequest: false` judges the answer only
 * @returns {{ method: string, url: string, operationId: string|null, template: string|null,
 *   status: number, problems: object[] }} request problems have `where: 'request'` (the
 *   client's fault), the others `where: 'response'` (the server's)
 */
export function validateExchange(contract, x) {
  const method = x.method.toUpperCase();
  const result = {
    method,
    url: x.url,
    operationId: null,
    template: null,
    status: x.status,
    problems: [],
  };
  const request = contract.validateRequest({
    method,
    url: x.url,
    headers: x.requestHeaders ?? {},
    body: x.requestBody,
  });
  if (!request.found) {
    result.problems.push(...request.problems);
    return result;
  }
  result.operationId = request.found.op.operationId;
  result.template = request.found.op.template;
  if (x.checkRequest !== false) result.problems.push(...request.problems);
  result.problems.push(
    ...contract.validateResponse(request.found.op, {
      status: x.status,
      headers: x.headers,
      body: x.body,
    }),
  );
  return result;
}

/** True when the exchange has a failure (not only warnings). */
export const failed = (result) => result.problems.some((p) => p.level === 'error');

export { pathnameOf };
