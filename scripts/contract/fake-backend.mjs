// A fake backend for the proxy and check tests: answers every contract operation with the
// first example of its success response, except for planted faults:
//   wrong type      getCurrentUser 200: `id` is a string
//   missing field   listCampaigns 200: the first campaign has no `brand`
//   extra field     getCampaign 200: an `internalNote` the contract does not list
//   undocumented    updateProfile answers 201; markCommentsAsRead answers 200 with a body
//   own 401         no `_creator_session` cookie: the contract's own 401 example (valid), but
//                   getCompany's 401 is {error} (missing `message`, extra `error`)
//   open read       getNetwork answers its 200 without the cookie too
// Right, even with faults: updateCountry refuses a body without a `countryCode` string with
// the contract's own 422 (the request is the client's fault, the answer is correct).
// `faults: false` serves every answer as the contract says.
import http from 'node:http';
import { findOperation, listOperations } from '../openapi-core/routes.mjs';

/** The request body as JSON, or undefined. */
function parseJson(chunks) {
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

export function startFakeBackend(doc, { faults = true } = {}) {
  const operations = listOperations(doc);
  const exampleOf = (op, status) => {
    let r = op.responses?.[status];
    if (r?.$ref) r = doc.components.responses[r.$ref.split('/').pop()];
    const examples = r?.content?.['application/json']?.examples;
    return examples ? structuredClone(Object.values(examples)[0].value) : undefined;
  };
  const requests = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers });
      const url = new URL(req.url ?? '/', 'http://fake');
      const send = (status, body) => {
        if (body === undefined) res.writeHead(status).end();
        else
          res
            .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
            .end(JSON.stringify(body));
      };
      const found = findOperation(operations, req.method ?? 'GET', url.pathname);
      if (!found) return send(404, { message: 'Not found' });
      const id = found.op.operationId;
      const op = doc.paths[found.op.template][(req.method ?? 'get').toLowerCase()];
      const signedIn = /(^|;\s*)_creator_session=/.test(req.headers.cookie ?? '');
      if (!signedIn && !(faults && id === 'getNetwork')) {
        if (faults && id === 'getCompany') return send(401, { error: 'unauthorized' });
        return send(
          401,
          exampleOf(op, '401') ?? { message: 'You need to sign in or sign up before continuing.' },
        );
      }
      if (id === 'updateCountry' && typeof parseJson(chunks)?.countryCode !== 'string')
        return send(422, exampleOf(op, '422'));
      const success = Object.keys(op.responses).find((s) => s.startsWith('2'));
      let body = exampleOf(op, success);
      let status = Number(success);
      if (faults) {
        if (id === 'getCurrentUser') body.id = String(body.id);
        if (id === 'listCampaigns' && body.campaigns?.[0]) delete body.campaigns[0].brand;
        if (id === 'getCampaign') body.internalNote = 'reviewed by ops';
        if (id === 'updateProfile') status = 201;
        if (id === 'markCommentsAsRead') [status, body] = [200, { ok: true }];
      }
      send(status, body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        requests,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      }),
    );
  });
}
