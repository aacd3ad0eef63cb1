// `pnpm examples`: writes openapi/examples from the seeded dataset, deleting stale
// files. The same run always gives byte-identical files.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildExamples } from './build.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const examplesDir = join(root, 'openapi/examples');

/** File contents for every example file, keyed by path under openapi/examples. */
export function renderExamples() {
  const out = new Map();
  for (const [path, example] of buildExamples())
    out.set(path, `${JSON.stringify(example, null, 2)}\n`);
  return out;
}

/** Every file currently under a folder, as relative paths. */
export function listFiles(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? listFiles(p, base) : [relative(base, p)];
  });
}

/** Paths whose committed content differs from a fresh render (missing, stale or extra). */
export function staleExamples() {
  const fresh = renderExamples();
  const present = listFiles(examplesDir);
  const stale = present.filter((p) => !fresh.has(p));
  for (const [p, text] of fresh)
    if (!existsSync(join(examplesDir, p)) || readFileSync(join(examplesDir, p), 'utf8') !== text)
      stale.push(p);
  return stale.sort();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const fresh = renderExamples();
  rmSync(examplesDir, { recursive: true, force: true });
  for (const [p, text] of fresh) {
    mkdirSync(dirname(join(examplesDir, p)), { recursive: true });
    writeFileSync(join(examplesDir, p), text);
  }
  console.log(`Wrote ${fresh.size} example files to openapi/examples`);
}
