// openapi/dist/asyncapi.yaml: the realtime contract bundled self-contained (no reference to
// openapi/components/), valid for the AsyncAPI parser on its own, and fresh.
import { Parser, fromFile } from '@asyncapi/parser';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import YAML from 'yaml';
import { buildAsyncApi, renderAsyncApi } from './bundle.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, 'openapi/dist/asyncapi.yaml');

it('committed openapi/dist/asyncapi.yaml is what `pnpm contract:bundle` makes now', () => {
  expect(
    readFileSync(dist, 'utf8') === renderAsyncApi(buildAsyncApi()),
    'openapi/dist/asyncapi.yaml is stale: run pnpm contract:bundle',
  ).toBe(true);
});

it('is self-contained: valid on its own, away from openapi/components', async () => {
  const text = readFileSync(dist, 'utf8');
  expect(text).not.toMatch(/\$ref: ["']?\.{0,2}\//);
  const dir = mkdtempSync(join(tmpdir(), 'asyncapi-'));
  try {
    copyFileSync(dist, join(dir, 'asyncapi.yaml'));
    const { document, diagnostics } = await fromFile(
      new Parser(),
      join(dir, 'asyncapi.yaml'),
    ).parse();
    expect(diagnostics.filter((d) => d.severity <= 1).map((d) => d.message)).toEqual([]);
    const messages = document.components().messages().all();
    expect(messages.map((m) => m.name())).toEqual([
      'payee_details_updated',
      'video_revenue_report_ready',
    ]);
    const openapi = JSON.parse(readFileSync(join(root, 'openapi/dist/openapi.json'), 'utf8'));
    expect(messages[0].payload().id()).toBe('WidgetDetails');
    // The same schema as the OpenAPI document's.
    expect(YAML.parse(text).components.schemas.WidgetDetails).toEqual(
      openapi.components.schemas.WidgetDetails,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
