// Forced failures of one session: "make getCurrentUser answer 500", "make every
// operation slow". Kept on the session, so each browser (and each test) has its own. A
// failing kind is an HTTP status, and only one the operation declares: a fault never makes
// the mock answer what the contract does not allow.

export const FAULT_KINDS = ['500', '401', '400', '404', '422', '429', 'slow', 'hang'];
export const DEFAULT_SLOW_MS = 3000;
/** The Retry-After (seconds) of a forced 429. */
export const RETRY_AFTER_S = 30;

const isStatus = (kind) => /^\d{3}$/.test(kind);

/**
 * Checks a fault request body `{operationId, kind, delayMs?, times?}`; returns the fault
 * or an error message. `operationId` '*' means every operation.
 * @param {object} body
 * @param {Map<string, string[]>} declared each operation's declared statuses
 */
export function parseFault(body, declared) {
  const { operationId, kind, delayMs, times } = body ?? {};
  if (operationId !== '*' && !declared.has(operationId))
    return { error: `Unknown operationId "${operationId}" (use '*' for every operation).` };
  if (!FAULT_KINDS.includes(String(kind)))
    return { error: `Unknown kind "${kind}": one of ${FAULT_KINDS.join(', ')}.` };
  if (isStatus(String(kind))) {
    const lacking = [...declared]
      .filter(
        ([id, statuses]) =>
          (operationId === '*' || id === operationId) && !statuses.includes(String(kind)),
      )
      .map(([id]) => id);
    if (operationId !== '*' && lacking.length)
      return {
        error: `${operationId} does not declare ${kind} in the contract (it declares ${declared.get(operationId).join(', ')}): a fault answers only a declared status.`,
      };
    if (lacking.length)
      return {
        error: `Not every operation declares ${kind} (${lacking.length} do not, e.g. ${lacking[0]}): '*' takes a status they all declare, or name one operation.`,
      };
  }
  if (delayMs !== undefined && !(Number.isInteger(delayMs) && delayMs >= 0 && delayMs <= 60000))
    return { error: 'delayMs must be an integer from 0 to 60000.' };
  if (times !== undefined && !(Number.isInteger(times) && times > 0))
    return { error: 'times must be a positive integer (absent: until cleared).' };
  return {
    fault: {
      operationId,
      kind: String(kind),
      delayMs: kind === 'slow' ? (delayMs ?? DEFAULT_SLOW_MS) : 0,
      times: times ?? null,
    },
  };
}

/** The fault to apply to `operationId` in `faults` (a Map), counting down `times`. */
export function takeFault(faults, operationId) {
  const fault = faults.get(operationId) ?? faults.get('*');
  if (!fault) return null;
  if (fault.times !== null && --fault.times <= 0) faults.delete(fault.operationId);
  return fault;
}

/**
 * The answer a failing kind gives, `{ status, body, headers? }` (`slow` and `hang` have none:
 * they delay or never answer).
 */
export function faultAnswer(kind, operationId) {
  const error = (status, code, message) => ({ status, body: { code, message } });
  switch (kind) {
    case '500':
      return error(500, 'internal_error', `Forced failure of ${operationId} (mock fault).`);
    case '401':
      return error(401, 'unauthorized', 'You need to sign in (mock fault).');
    case '400':
      return error(400, 'malformed_request', 'The request could not be read (mock fault).');
    case '404':
      return error(404, 'not_found', 'Not found (mock fault).');
    case '429':
      return {
        ...error(429, 'rate_limited', 'Too many requests: try again later (mock fault).'),
        headers: { 'retry-after': String(RETRY_AFTER_S) },
      };
    case '422':
      return {
        status: 422,
        body: {
          code: 'validation_failed',
          message: 'Please correct the fields (mock fault).',
          errors: { base: [`${operationId} was refused by a mock fault.`] },
          codes: { base: ['invalid'] },
        },
      };
    default:
      return null;
  }
}
