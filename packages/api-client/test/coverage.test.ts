import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..');
const spec = JSON.parse(readFileSync(join(root, '../../openapi/dist/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const source = ['src', 'src/queries']
  .flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(join(root, dir, file), 'utf8')),
  )
  .join('\n');

const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, op]) => op.operationId)
    .map(([method]) => ({ path, method: method.toUpperCase() })),
);

describe('the client covers the contract', () => {
  it.each(operations)('$method $path has a query, write or helper', ({ path, method }) => {
    const call = new RegExp(`\\.${method}\\(\\s*'${path.replace(/[.{}]/g, '\\$&')}'`);
    expect(source).toMatch(call);
  });
});
