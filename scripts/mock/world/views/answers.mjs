// The mock's answers and their conventions (views.mjs explains them): ok / 4xx bodies, the
// page size and page tokens of every paged list, and small date arithmetic.
import { fieldErrors } from '../field-errors.mjs';

/** Items per page of every paged list (campaigns, posts, submitted contents). */
export const PAGE_SIZE = 10;

export const round2 = (n) => Math.round(n * 100) / 100;
export const sum = (list) => round2(list.reduce((a, b) => a + (b ?? 0), 0));
export const ok = (body, status = 200) => ({ status, body });
export const fail = (status, code, message, issues) => ({
  status,
  body: issues ? { code, message, ...fieldErrors(issues) } : { code, message },
});
export const notFound = (what) =>
  fail(404, `${what.replace(/ /g, '_')}_not_found`, `No such ${what} for this user.`);
export const invalid = (code, message, errors) => fail(422, code, message, errors);

/** The answer every operation gives without a session. */
export const UNAUTHORIZED = {
  code: 'unauthorized',
  message: 'You need to sign in or sign up before continuing.',
};

export const daysBetween = (a, b) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86400000);

// Pagination

const encodeToken = (list, offset) =>
  Buffer.from(JSON.stringify({ l: list, o: offset })).toString('base64url');

function decodeToken(token, list) {
  try {
    const t = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (t && t.l === list && Number.isInteger(t.o) && t.o >= 0) return t.o;
  } catch {
    // falls through: not a token
  }
  return null;
}

/**
 * One page of `items` (already ordered) under the key `field`; `list` names the list so a
 * token of another list is refused.
 */
export function paginate(items, query, list, field, view = (x) => x) {
  const token = query?.next_page_token;
  let offset = 0;
  if (token !== undefined && token !== null && token !== '') {
    offset = decodeToken(token, list);
    if (offset === null)
      return invalid('invalid_page_token', 'The page token is not one of this list.', {
        next_page_token: [{ code: 'invalid', message: 'This is not a page token of this list.' }],
      });
  }
  const end = offset + PAGE_SIZE;
  return ok({
    [field]: items.slice(offset, end).map(view),
    nextPageToken: end < items.length ? encodeToken(list, end) : null,
  });
}
