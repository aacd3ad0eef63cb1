// `pnpm contract:diff`: planted breaks in a copy of the current bundle are each reported
// (and fail), a non-breaking change passes, a major version bump does not silence breaks.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { diffSpecs, formatDiff } from './diff.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const base = JSON.parse(readFileSync(join(root, 'openapi/dist/openapi.json'), 'utf8'));
const dir = mkdtempSync(join(tmpdir(), 'contract-diff-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A changed copy of the bundle. */
const changed = (edit) => {
  const doc = structuredClone(base);
  edit(doc);
  return doc;
};
const breaks = async (head) =>
  (await diffSpecs(base, head)).changes
    .filter((c) => c.breaking)
    .map((c) => `${c.operation}${c.where ? ` ${c.where}` : ''}: ${c.message}`);

/** Runs the CLI on two files; returns exit code and output. */
const cli = (head) => {
  const file = join(dir, `head-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(head));
  writeFileSync(join(dir, 'base.json'), JSON.stringify(base));
  const res = spawnSync(
    process.execPath,
    ['scripts/contract/diff.mjs', join(dir, 'base.json'), '--head', file],
    { cwd: root, encoding: 'utf8' },
  );
  return { code: res.status, out: res.stdout + res.stderr };
};

describe('contract diff', () => {
  it('finds nothing between a bundle and itself', async () => {
    expect((await diffSpecs(base, structuredClone(base))).changes).toEqual([]);
    const { code, out } = cli(base);
    expect(code).toBe(0);
    expect(out).toMatch(/^No breaking change from /);
  });

  it('reports a removed operation', async () => {
    const head = changed((d) => delete d.paths['/api/user/me/network.json'].get);
    expect(await breaks(head)).toEqual([
      'GET /api/user/me/network.json (getNetwork): operation removed',
    ]);
  });

  it('reports a renamed schema as a break for SDKs, and its answers as unchanged', async () => {
    const head = changed((d) => {
      const text = JSON.stringify(d).replaceAll(
        '"#/components/schemas/Campaign"',
        '"#/components/schemas/CampaignItem"',
      );
      Object.assign(d, JSON.parse(text));
      d.components.schemas.CampaignItem = d.components.schemas.Campaign;
      delete d.components.schemas.Campaign;
    });
    expect(await breaks(head)).toEqual([
      'components.schemas.Campaign: schema renamed to CampaignItem (generated SDK types change name; the JSON is the same)',
    ]);
    // Inlined where it was used (a document cannot point at a schema it no longer has).
    const gone = changed((d) => {
      const url = JSON.stringify(d.components.schemas.Url);
      delete d.components.schemas.Url;
      Object.assign(
        d,
        JSON.parse(JSON.stringify(d).replaceAll('{"$ref":"#/components/schemas/Url"}', url)),
      );
    });
    expect(await breaks(gone)).toContain(
      'components.schemas.Url: schema removed (generated SDK types lose it)',
    );
  });

  it('reports a removed response field in every operation that answers it', async () => {
    const head = changed((d) => delete d.components.schemas.Campaign.properties.brand);
    expect(await breaks(head)).toEqual(
      expect.arrayContaining([
        'GET /api/user/me/campaigns/{id}.json (getCampaign) 200 response $.brand: field removed',
        'GET /api/user/me/campaigns.json (listCampaigns) 200 response $.campaigns[].brand: field removed',
      ]),
    );
  });

  it('reports a narrowed enum on the request side', async () => {
    const head = changed((d) => {
      d.components.schemas.CampaignStatus.enum = d.components.schemas.CampaignStatus.enum.filter(
        (v) => v !== 'completed',
      );
    });
    expect(await breaks(head)).toContain(
      'GET /api/user/me/campaigns.json (listCampaigns) query.status: enum value "completed" removed',
    );
  });

  it('reports an added enum value on the answer side', async () => {
    const head = changed((d) => d.components.schemas.CampaignStatus.enum.push('paused'));
    expect(await breaks(head)).toContain(
      'GET /api/user/me/campaigns/{id}.json (getCampaign) 200 response $.status: enum value "paused" added',
    );
  });

  it('reports a new required request field', async () => {
    const head = changed((d) => {
      d.components.schemas.CountryUpdate.properties.reason = { type: 'string' };
      d.components.schemas.CountryUpdate.required.push('reason');
    });
    expect(await breaks(head)).toEqual([
      'PUT /api/user/me/country.json (updateCountry) request body $.reason: new required field',
    ]);
  });

  it('reports a changed status', async () => {
    const head = changed((d) => {
      const op =
        d.paths[
          '/api/user/me/campaigns/{id}/submitted_contents/{contentId}/comments/mark_as_read.json'
        ].put;
      op.responses['200'] = op.responses['204'];
      delete op.responses['204'];
    });
    expect(await breaks(head)).toEqual([
      'PUT /api/user/me/campaigns/{id}/submitted_contents/{contentId}/comments/mark_as_read.json (markCommentsAsRead) 204 response: status 204 removed (added: 200)',
    ]);
  });

  it('reports a field that may now be null', async () => {
    const head = changed(
      (d) => (d.components.schemas.Campaign.properties.brand.type = ['string', 'null']),
    );
    expect(await breaks(head)).toContain(
      'GET /api/user/me/campaigns/{id}.json (getCampaign) 200 response $.brand: may now be null (was string)',
    );
  });

  it('reports a shape that became a choice of shapes once, without field noise', async () => {
    const head = changed((d) => {
      d.components.schemas.CampaignV2 = d.components.schemas.Campaign;
      d.components.schemas.Campaign = {
        oneOf: [
          { $ref: '#/components/schemas/CampaignV2' },
          { type: 'object', properties: { id: { type: 'integer' } } },
        ],
      };
    });
    expect(
      (await breaks(head)).filter((l) => l.startsWith('GET /api/user/me/campaigns/{id}.json ')),
    ).toEqual([
      'GET /api/user/me/campaigns/{id}.json (getCampaign) 200 response $: changed from object to one of 2 shapes (oneOf)',
    ]);
  });

  it('passes an added optional field (request and answer), and lists it with --all', async () => {
    const head = changed((d) => {
      d.components.schemas.Campaign.properties.tagline = { type: 'string', description: 'New.' };
      d.components.schemas.CountryUpdate.properties.note = { type: 'string' };
    });
    expect(await breaks(head)).toEqual([]);
    const text = formatDiff(await diffSpecs(base, head), { all: true });
    expect(text).toContain('No breaking change');
    expect(text).toContain(
      'PUT /api/user/me/country.json (updateCountry) request body $.note: field added (optional)',
    );
    expect(cli(head).code).toBe(0);
  });

  it('fails the command on the planted breaks, even with a major version bump', () => {
    const head = changed((d) => {
      d.info.version = `${Number(String(d.info.version).split('.')[0]) + 1}.0.0`;
      delete d.paths['/api/user/me/network.json'].get;
      delete d.components.schemas.Campaign.properties.brand;
    });
    const { code, out } = cli(head);
    expect(code).toBe(1);
    expect(out).toMatch(/major bump; breaking changes are still listed and still fail/);
    expect(out).toContain('✖ GET /api/user/me/network.json (getNetwork): operation removed');
    expect(out).toContain(
      '✖ GET /api/user/me/campaigns/{id}.json (getCampaign) 200 response $.brand: field removed',
    );
  });

  it('reads the base from a git ref, and bundles the working tree itself', () => {
    const res = spawnSync(process.execPath, ['scripts/contract/diff.mjs', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect([0, 1]).toContain(res.status);
    expect(res.stdout).toMatch(/from HEAD to the working tree \(openapi\/openapi.yaml\)/);
  }, 60000);

  it('reports an edit of the split contract that was never bundled', () => {
    // A copy of the split contract, one schema file edited, no bundle run.
    const copy = join(dir, 'split');
    cpSync(join(root, 'openapi'), copy, { recursive: true });
    rmSync(join(copy, 'dist'), { recursive: true, force: true });
    const file = join(copy, 'components/schemas/campaigns.yaml');
    const schemas = YAML.parse(readFileSync(file, 'utf8'));
    schemas.CampaignStatus.enum = schemas.CampaignStatus.enum.filter((v) => v !== 'completed');
    writeFileSync(file, YAML.stringify(schemas));
    writeFileSync(join(dir, 'base.json'), JSON.stringify(base));
    const res = spawnSync(
      process.execPath,
      ['scripts/contract/diff.mjs', join(dir, 'base.json'), '--head', join(copy, 'openapi.yaml')],
      { cwd: root, encoding: 'utf8' },
    );
    expect(res.stdout).toContain(
      '✖ GET /api/user/me/campaigns.json (listCampaigns) query.status: enum value "completed" removed',
    );
    expect(res.status).toBe(1);
  }, 60000);
});
