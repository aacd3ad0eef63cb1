// Lints the split contract and the bundled file with Redocly (rules in redocly.yaml) and with
// Spectral's OWASP API Security ruleset (.spectral.yaml), and fails on any error or warning:
// the contract must be spotless for SDK generators and for the backend teams who implement it.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const targets = ['openapi/openapi.yaml', 'openapi/dist/openapi.yaml'];

/** Lints one file with Redocly; returns Redocly's totals and problems. */
export function lint(file) {
  const res = spawnSync('pnpm', ['exec', 'redocly', 'lint', file, '--format=json'], {
    cwd: root,
    encoding: 'utf8',
  });
  const start = res.stdout.indexOf('{');
  if (start < 0) throw new Error(`redocly lint ${file} printed no report:\n${res.stderr}`);
  return JSON.parse(res.stdout.slice(start));
}

const severities = ['error', 'warning', 'info', 'hint'];

/**
 * Lints one file (relative to the root, or absolute) with the OWASP rules of .spectral.yaml;
 * returns `{ code, severity, message, path, line }` per finding (info and hints included).
 */
export function owasp(file) {
  const res = spawnSync(
    'pnpm',
    ['exec', 'spectral', 'lint', file, '--ruleset', '.spectral.yaml', '--format=json', '--quiet'],
    { cwd: root, encoding: 'utf8' },
  );
  const start = res.stdout.indexOf('[');
  if (start < 0) throw new Error(`spectral lint ${file} printed no report:\n${res.stderr}`);
  return JSON.parse(res.stdout.slice(start)).map((p) => ({
    code: p.code,
    severity: severities[p.severity] ?? String(p.severity),
    message: p.message,
    path: p.path.join('.'),
    line: p.range.start.line + 1,
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let bad = 0;
  for (const file of targets) {
    const { totals, problems } = lint(file);
    for (const p of problems)
      console.log(
        `${file}: ${p.severity} ${p.ruleId}: ${p.message} (${p.location?.[0]?.pointer ?? ''})`,
      );
    console.log(`${file}: Redocly ${totals.errors} errors, ${totals.warnings} warnings`);
    bad += totals.errors + totals.warnings;
    const found = owasp(file);
    for (const p of found)
      console.log(`${file}:${p.line}: ${p.severity} ${p.code}: ${p.message} (${p.path})`);
    const count = (s) => found.filter((p) => p.severity === s).length;
    console.log(`${file}: OWASP ${count('error')} errors, ${count('warning')} warnings`);
    bad += count('error') + count('warning');
  }
  process.exit(bad === 0 ? 0 : 1);
}
