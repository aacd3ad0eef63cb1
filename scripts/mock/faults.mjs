// Forced failures of one session: "make getCurrentUser answer 500", "make every
// operation slow". Kept on the session, so each browser (and each test) has its own.

export const FAULT_KINDS = ['500', '401', '404', '422', 'slow', 'hang'];
export const DEFAULT_SLOW_MS = 3000;

/**
 * Checks a fault request body `{operationId, kind, delayMs?, times?}`; returns the fault
 * or an error message. `operationId` '*' means every operation.
 */
export function parseFault(body, operationIds) {
  const { operationId, kind, delayMs, times } = body ?? {};
  if (operationId !== '*' && !operationIds.includes(operationId))
    return { error: `Unknown operationId "${operationId}" (use '*' for every operation).` };
  if (!FAULT_KINDS.includes(String(kind)))
    return { error: `Unknown kind "${kind}": one of ${FAULT_KINDS.join(', ')}.` };
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

/** The answer a failing kind gives (`slow` and `hang` have none: they delay or never answer). */
export function faultAnswer(kind, operationId) {
  switch (kind) {
    case '500':
      return {
        status: 500,
        body: { code: 'internal_error', message: `Forced failure of ${operationId} (mock fault).` },
      };
    case '401':
      return {
        status: 401,
        body: { code: 'unauthorized', message: 'You need to sign in (mock fault).' },
      };
    case '404':
      return { status: 404, body: { code: 'not_found', message: 'Not found (mock fault).' } };
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
