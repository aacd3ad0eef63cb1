// The contract as its users rely on it: fresh bundle, every inventory operation with
// the project's error answers, zero lint findings, examples valid (SDK generators: sdk-matrix.test.mjs).
import { Parser, fromFile } from '@asyncapi/parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildBundle, render } from './bundle.mjs';
import { lint, owasp } from './lint.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const committed = JSON.parse(readFileSync(join(root, 'openapi/dist/openapi.json'), 'utf8'));

/** Rows `{operationId, method, path}` of the inventory's tables (docs/contract-inventory.md). */
function inventory() {
  const md = readFileSync(join(root, 'docs/contract-inventory.md'), 'utf8');
  return [...md.matchAll(/^\| (\w+) +\| (GET|POST|PUT|PATCH|DELETE) +\| (\S+) +\|/gm)].map(
    ([, operationId, method, path]) => ({
      operationId,
      method: method.toLowerCase(),
      path,
    }),
  );
}

const operations = Object.entries(committed.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op })),
);

describe('bundle', () => {
  it('committed openapi/dist files are what `pnpm contract:bundle` makes now', () => {
    const fresh = render(buildBundle());
    for (const [name, text] of Object.entries(fresh))
      expect(
        readFileSync(join(root, 'openapi/dist', name), 'utf8') === text,
        `openapi/dist/${name} is stale: run pnpm generate`,
      ).toBe(true);
  }, 60000);
});

describe('operations', () => {
  const rows = inventory();

  it('covers every operation of the inventory, method, path and operationId exactly', () => {
    // The product's 53 operations and getPayoneerLoginLink (the Payoneer login link it names).
    expect(rows.length).toBe(54);
    for (const row of rows) {
      const op = committed.paths[row.path]?.[row.method];
      expect(op, `${row.method.toUpperCase()} ${row.path}`).toBeDefined();
      expect(op.operationId).toBe(row.operationId);
    }
    expect(operations).toHaveLength(rows.length);
  });

  it('gives every operation a tag, summary, description, 2xx, 401 and 500 answer, and no default', () => {
    for (const { op } of operations) {
      expect(op.tags?.length, op.operationId).toBe(1);
      expect(op.summary && op.description, op.operationId).toBeTruthy();
      expect(
        Object.keys(op.responses).some((s) => s.startsWith('2')),
        op.operationId,
      ).toBe(true);
      expect(op.responses['401'], op.operationId).toBeDefined();
      expect(op.responses['500'], op.operationId).toBeDefined();
      expect(op.responses.default, op.operationId).toBeUndefined();
    }
  });

  it('answers 422 with per-field errors on every mutation and 404 on every by-id read', () => {
    for (const { path, method, op } of operations) {
      if (method !== 'get') expect(op.responses['422'], op.operationId).toBeDefined();
      if (method === 'get' && path.includes('{'))
        expect(op.responses['404'], op.operationId).toBeDefined();
    }
    expect(
      committed.components.schemas.ValidationError.properties.errors.additionalProperties.type,
    ).toBe('array');
  });

  it('declares 400 everywhere, 422 wherever input is taken, 429 with Retry-After on writes and reports', () => {
    const reports = ['requestVideoRevenueReport', 'getCombinedVideoReport'];
    const ref = (op, status) => op.responses[status]?.$ref?.split('/').pop();
    for (const { path, method, op } of operations) {
      const input = op.requestBody || op.parameters?.length || committed.paths[path].parameters;
      expect(ref(op, '400'), op.operationId).toBe('BadRequest');
      if (input) expect(op.responses['422'], op.operationId).toBeDefined();
      const limited = method !== 'get' || reports.includes(op.operationId);
      expect(ref(op, '429'), op.operationId).toBe(limited ? 'TooManyRequests' : undefined);
    }
    const { headers } = committed.components.responses.TooManyRequests;
    expect(headers['Retry-After']).toMatchObject({ required: true, schema: { type: 'integer' } });
  });

  it('restricts ids in paths to digits', () => {
    for (const name of ['CampaignId', 'ContentId', 'AccountUuid'])
      expect(committed.components.parameters[name].schema.pattern).toBe('^[0-9]+$');
  });

  it('applies the session cookie scheme to every operation', () => {
    expect(committed.security).toEqual([{ session: [] }]);
    expect(committed.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
    });
  });
});

describe('examples', () => {
  it('every response example validates against its schema, with no extra properties', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ ...committed, $id: 'https://contract.local/openapi' });
    let checked = 0;
    for (const { path, method, op } of operations)
      for (const [status, response] of Object.entries(op.responses)) {
        const target = response.$ref
          ? committed.components.responses[response.$ref.split('/').pop()]
          : response;
        for (const [name, example] of Object.entries(
          target.content?.['application/json']?.examples ?? {},
        )) {
          const pointer = response.$ref
            ? `#/components/responses/${response.$ref.split('/').pop()}/content/application~1json/schema`
            : `#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}/responses/${status}/content/application~1json/schema`;
          const valid = ajv.validate(
            { $ref: `https://contract.local/openapi${pointer}` },
            example.value,
          );
          expect(valid, `${op.operationId} ${status} ${name}: ${ajv.errorsText()}`).toBe(true);
          checked += 1;
        }
      }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('tools', () => {
  it('Redocly finds zero errors and zero warnings in the split and bundled contract', () => {
    for (const file of ['openapi/openapi.yaml', 'openapi/dist/openapi.yaml']) {
      const { totals, problems } = lint(file);
      expect(
        problems.map((p) => `${p.ruleId}: ${p.message}`),
        file,
      ).toEqual([]);
      expect(totals.errors + totals.warnings).toBe(0);
    }
  }, 60000);

  it('the OWASP API Security rules find nothing in the split and bundled contract', () => {
    for (const file of ['openapi/openapi.yaml', 'openapi/dist/openapi.yaml'])
      expect(
        owasp(file).map((p) => `${p.severity} ${p.code}: ${p.message} (${p.path})`),
        file,
      ).toEqual([]);
  }, 60000);

  it('the narrowed OWASP rules still catch an unbounded input, a write without 429 and a token in a URL', () => {
    const doc = structuredClone(committed);
    delete doc.components.schemas.CommentRequest.properties.comment.properties.content.maxLength;
    delete doc.components.schemas.PostInput.properties.mediaFiles.maxItems;
    delete doc.paths['/api/user/me/country.json'].put.responses['429'];
    doc.paths['/api/user/me.json'].get.parameters = [
      { name: 'access_token', in: 'query', schema: { type: 'string', maxLength: 64 } },
    ];
    const dir = mkdtempSync(join(tmpdir(), 'owasp-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc, null, 2));
      const found = owasp(file).map((p) => `${p.code} ${p.path}`);
      expect(found).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/string-limit components\.schemas\.CommentRequest\..*content$/),
          expect.stringMatching(/array-limit components\.schemas\.PostInput\..*mediaFiles$/),
          expect.stringMatching(
            /rate-limit-responses-429 paths\.\/api\/user\/me\/country\.json\.put/,
          ),
          expect.stringMatching(
            /no-credentials-in-url paths\.\/api\/user\/me\.json\.get\.parameters/,
          ),
        ]),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60000);

  it('the AsyncAPI document of the realtime events is valid and uses the contract schemas', async () => {
    const { document, diagnostics } = await fromFile(
      new Parser(),
      join(root, 'openapi/asyncapi.yaml'),
    ).parse();
    expect(diagnostics.filter((d) => d.severity <= 1).map((d) => d.message)).toEqual([]);
    expect(
      document
        .channels()
        .all()
        .map((c) => c.address()),
    ).toEqual(['private-user-{userId}']);
    const names = document
      .components()
      .messages()
      .all()
      .map((m) => m.name());
    expect(names).toEqual(['payee_details_updated', 'video_revenue_report_ready']);
    const widget = document.components().messages().all()[0].payload().json();
    expect(widget.required).toEqual(committed.components.schemas.WidgetDetails.required);
    // Only this document references the report payload, so the client declares its type by
    // hand (packages/api-client/src/types.ts): keep the two the same.
    const report = document.components().messages().all()[1].payload().json();
    const declared = readFileSync(join(root, 'packages/api-client/src/types.ts'), 'utf8');
    const body = /interface VideoRevenueReportReady \{([^}]*)\}/.exec(declared)?.[1] ?? '';
    const fields = [...body.matchAll(/^\s*(\w+)\??:/gm)].map(([, name]) => name);
    expect(fields.sort()).toEqual(Object.keys(report.properties).sort());
    // The product's push carries only fileUrl; channelId and month are extras when present.
    expect(report.required).toEqual(['fileUrl']);
    expect(body).toMatch(/channelId\?:/);
    expect(body).toMatch(/month\?:/);
  });
});
