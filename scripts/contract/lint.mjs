// Lints the split contract and the bundled file with Redocly (rules in redocly.yaml)
// and fails on any error or warning: the contract must be spotless for SDK generators.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const targets = ['openapi/openapi.yaml', 'openapi/dist/openapi.yaml'];

/** Lints one file; returns Redocly's totals and problems. */
export function lint(file) {
  const res = spawnSync('pnpm', ['exec', 'redocly', 'lint', file, '--format=json'], {
    cwd: root,
    encoding: 'utf8',
  });
  const start = res.stdout.indexOf('{');
  if (start < 0) throw new Error(`redocly lint ${file} printed no report:\n${res.stderr}`);
  return JSON.parse(res.stdout.slice(start));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let bad = 0;
  for (const file of targets) {
    const { totals, problems } = lint(file);
    for (const p of problems)
      console.log(
        `${file}: ${p.severity} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ''})`,
      );
    console.log(`${file}: ${totals.errors} errors, ${totals.warnings} warnings`);
    bad += totals.errors + totals.warnings;
  }
  process.exit(bad === 0 ? 0 : 1);
}
