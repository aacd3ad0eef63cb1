// Every reference a reader follows must lead somewhere inside the repository: the paths named
// in source comments, ESLint messages, the contract's texts and the markdown docs exist (and a
// `docs/x.md#section` anchor names a heading of that file), nothing sends the reader to a
// document kept elsewhere, and comments say why, not when or for which ticket.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const SELF = 'scripts/references.test.mjs';

const SCRIPT = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED = [
  /(^|\/)node_modules\//,
  /(^|\/)dist\//,
  /(^|\/)generated\//,
  /^openapi\/examples\//,
  /^locales\//,
];

/** The repository's own files (tracked, or new and not ignored), as root-relative paths. */
function repoFiles() {
  const out = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return out
    .split('\n')
    .filter(Boolean)
    .filter((file) => existsSync(join(root, file)))
    .filter((file) => !SKIPPED.some((pattern) => pattern.test(file)) && file !== SELF);
}

/** The comments of a script, found by TypeScript's parser (so no `//` inside a string counts). */
function scriptComments(file, text) {
  const kind = /\.(ts|mts|cts)$/.test(file)
    ? ts.ScriptKind.TS
    : /\.tsx$/.test(file)
      ? ts.ScriptKind.TSX
      : ts.ScriptKind.JSX;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const seen = new Map();
  const collect = (ranges) => {
    for (const range of ranges ?? []) seen.set(range.pos, text.slice(range.pos, range.end));
  };
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos));
    collect(ts.getTrailingCommentRanges(text, node.end));
    // JSX text holds `{/* ... */}` comments as expressions without a node of their own.
    if (ts.isJsxExpression(node) && !node.expression) {
      collect(ts.getLeadingCommentRanges(text, node.getStart(source) + 1));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  return [...seen.entries()].map(([pos, comment]) => ({ line: lineOf(text, pos), comment }));
}

function lineOf(text, pos) {
  let line = 1;
  for (let i = 0; i < pos; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Every match of `pattern` in `text`, with its line. */
function matches(text, pattern) {
  return [...text.matchAll(pattern)].map((m) => ({ line: lineOf(text, m.index), text: m[0] }));
}

/**
 * The texts of a file a reader reads as prose, each with its first line: comments of scripts,
 * styles and HTML; the whole of markdown, YAML (the contract's descriptions) and
 * `eslint.config.js` (its messages).
 */
function proseOf(file, text) {
  if (file === 'eslint.config.js' || /\.(md|ya?ml)$/.test(file))
    return [{ line: 1, comment: text }];
  if (SCRIPT.test(file)) return scriptComments(file, text);
  if (/\.css$/.test(file)) return matches(text, /\/\*[\s\S]*?\*\//g).map(asComment);
  if (/\.html$/.test(file))
    return matches(text, /<!--[\s\S]*?-->|\/\*[\s\S]*?\*\//g).map(asComment);
  if (/\.sh$/.test(file) || /(^|\/)\.ci\//.test(file)) {
    return matches(text, /(^|\s)#[^!\n].*$/gm).map(asComment);
  }
  return [];
}

const asComment = ({ line, text }) => ({ line, comment: text });

/**
 * Each prose text of every file, split in lines: `{ file, line, text, example }`, `example`
 * for the lines of a markdown code block (code written to show a shape, with made-up names).
 */
function proseLines(files) {
  const lines = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const { line, comment } of proseOf(file, text)) {
      let example = false;
      comment.split('\n').forEach((part, i) => {
        const fence = file.endsWith('.md') && /^\s*```/.test(part);
        if (fence) example = !example;
        lines.push({ file, line: line + i, text: part, example: example || fence });
      });
    }
  }
  return lines;
}

// --- Paths -------------------------------------------------------------------------------

/** The folders a path named from the repository's root starts with. */
const ROOTED = /^(packages|scripts|docs|openapi|locales|tools)\//;
/** A path-like word: no scheme, no npm scope, not inside a longer path or URL. */
const PATH_WORD = /(?<![\w@.:/~$%-])(?:\.{1,2}\/)?[A-Za-z_][\w.-]*(?:\/[\w.-]+)+\/?(?:#[\w-]+)?/g;
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.mts', '.css', '.json', '.md', '.yaml'];
const NAMED_EXTENSION =
  /\.(tsx?|mts|mjs|cjs|jsx?|css|json|md|ya?ml|html|svg|sh|pdf|mp4|jpg|png|webmanifest)$/;

function isDir(path) {
  return existsSync(path) && statSync(path).isDirectory();
}

/** Folders of the repository whose names start a relative path worth checking. */
function knownFolders(files) {
  const names = new Set();
  for (const file of files) {
    const parts = file.split('/').slice(0, -1);
    for (const part of parts) names.add(part);
  }
  return names;
}

/** Every package's sources and root, the scripts and the contract: where short paths start. */
const SHORT_PATH_BASES = [
  ...['app', 'ui', 'api-client'].flatMap((pkg) => [`packages/${pkg}/src`, `packages/${pkg}`]),
  'scripts',
  'scripts/mock',
  'scripts/mock/world',
  'openapi',
];

/** Where a relative path in `file` may start from: its folder, every folder above it, then the
 * packages' sources and roots (a comment in one package may name a file of another). */
function basesOf(file) {
  const bases = [];
  let dir = posix.dirname(file);
  while (dir !== '.') {
    bases.push(dir);
    dir = posix.dirname(dir);
  }
  const pkg = /^packages\/[^/]+/.exec(file)?.[0];
  if (pkg) bases.push(`${pkg}/src`);
  return [...bases, '.', ...SHORT_PATH_BASES];
}

/** Whether git ignores `path` from one of the bases: a build output, named but not committed. */
function isOutput(bases, path) {
  return bases.some((base) => {
    try {
      // `x/` patterns match folders only: ask about a file inside too.
      const full = posix.join(base, path);
      execFileSync('git', ['check-ignore', '--no-index', full, `${full}/x`], {
        cwd: root,
        stdio: 'ignore',
      });
      return true;
    } catch {
      return false;
    }
  });
}

/** Whether `path` (no anchor) names a file or folder from one of the bases. */
function resolves(bases, path) {
  return bases.some((base) => {
    const full = join(root, base, path);
    if (path.endsWith('/')) return isDir(full);
    if (existsSync(full)) return true;
    return EXTENSIONS.some((ext) => existsSync(full + ext));
  });
}

/** The GitHub anchors of a markdown file's headings. */
function anchorsOf(path) {
  const text = readFileSync(path, 'utf8');
  return new Set(
    [...text.matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) =>
      m[1]
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    ),
  );
}

/** The API's paths (`/api/user/me/campaigns/summary.json`...), which comments quote in part. */
const API_PATHS = Object.keys(
  JSON.parse(readFileSync(join(root, 'openapi/dist/openapi.json'), 'utf8')).paths,
);

/** Why `word` in `file` does not lead anywhere, or null when it does (or is no path). */
function brokenPath(file, word, folders) {
  const [path, anchor] = word.replace(/[.,;:]+$/, '').split('#');
  if (!path || /^(https?|file|node):/.test(path)) return null;
  const first = path.replace(/^(\.\.?\/)+/, '').split('/')[0];
  // An upper-case first segment (`DIR/index.html`) is a placeholder.
  if (/^[A-Z_]+$/.test(first)) return null;
  const relativeToFile = path.startsWith('./') || path.startsWith('../');
  const rooted = ROOTED.test(path);
  if (!rooted && !relativeToFile) {
    // A short path counts when it names a file, or starts with a folder of the repository.
    const looksLikeFile = NAMED_EXTENSION.test(path);
    if (!looksLikeFile && !folders.has(first)) return null;
    if (!looksLikeFile && path.split('/').length < 2) return null;
  }
  if (!rooted && !relativeToFile && API_PATHS.some((api) => api.endsWith(`/${path}`))) return null;
  const bases = rooted ? ['.'] : relativeToFile ? [posix.dirname(file)] : basesOf(file);
  if (!resolves(bases, path)) return isOutput(bases, path) ? null : 'no such file';
  if (anchor && path.endsWith('.md')) {
    const base = bases.find((b) => existsSync(join(root, b, path)));
    if (base && !anchorsOf(join(root, base, path)).has(anchor)) return `no heading #${anchor}`;
  }
  return null;
}

/** Markdown links `[text](target)` to files of the repository. */
function markdownLinks(text) {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1])
    .filter((target) => !/^(https?:|mailto:|#)/.test(target));
}

function brokenLink(file, target) {
  const [path, anchor] = target.split('#');
  const full = join(root, posix.dirname(file), path);
  if (!existsSync(full)) return 'no such file';
  if (anchor && path.endsWith('.md') && !anchorsOf(full).has(anchor)) {
    return `no heading #${anchor}`;
  }
  return null;
}

/** `file:line: word (why)` for every path named in prose that leads nowhere. */
function brokenReferences(files) {
  const folders = knownFolders(files);
  const found = [];
  for (const { file, line, text, example } of proseLines(files)) {
    if (example) continue;
    // Placeholders and globs (`<area>`, `{id}`, `*`, `…`) name a shape, not a file.
    for (const m of text.matchAll(PATH_WORD)) {
      const after = text[m.index + m[0].length] ?? '';
      if (/[<{*…$%]/.test(after) || /[<{*…]/.test(m[0])) continue;
      const why = brokenPath(file, m[0], folders);
      if (why) found.push(`${file}:${line}: ${m[0]} (${why})`);
    }
    if (file.endsWith('.md')) {
      for (const target of markdownLinks(text)) {
        const why = brokenLink(file, target);
        if (why) found.push(`${file}:${line}: ${target} (${why})`);
      }
    }
  }
  return found;
}

// --- Outside the repository and narration ------------------------------------------------

/** Documents that live outside the repository, and ways of pointing at them. */
const OUTSIDE = [
  /(?<![\w/-])(design|decisions|product-spec|style|toolchain)\.md\b/i,
  // The in-repo one is named from the root, or linked (and the link must resolve).
  /(?<!docs\/)(?<![\w([-])contract-inventory\.md\b/i,
  /\bproduct[- ]spec(ification)?\b/i,
  /\bthe spec\b(?!\.)/i,
  /\bspec(?:'s)? sections?\b/i,
  /\bsections? \d+\b/i,
  /§/,
  /(?<![\w/])\.\.\/shared\b(?!\/(storyImages|tile))/,
  /\/work\/shared\b/,
];

/** Comments that tell when or for which ticket instead of why. */
const NARRATION = [
  /\b(issues?|tickets?|pull requests?|PR)\s*#?\d+\b/i,
  /(?<![\w&#])#\d{1,2}\b(?![\w-])/,
  /\b(measured|as of|fixed|updated|landed|changed)\b[^.;\n]{0,30}\b20\d\d-\d\d(-\d\d)?\b/i,
  /\b(last|previous|this) (stop|session's work|sprint|iteration)\b/i,
  /\bbusy machine\)/i,
];

/** `file:line: text` for every prose line matching one of `patterns`. */
function offending(lines, patterns) {
  return lines
    .filter(({ text }) => patterns.some((pattern) => pattern.test(text)))
    .map(({ file, line, text }) => `${file}:${line}: ${text.trim()}`);
}

describe('references in comments, lint messages and docs', () => {
  const files = repoFiles();
  const lines = proseLines(files);

  it('finds the files it should read', () => {
    expect(files).toContain('eslint.config.js');
    expect(files).toContain('docs/architecture.md');
    expect(files.filter((file) => SCRIPT.test(file)).length).toBeGreaterThan(300);
  });

  it('names only paths that exist (and headings that exist)', () => {
    expect(brokenReferences(files)).toEqual([]);
  });

  it('never sends the reader to a document outside the repository', () => {
    expect(offending(lines, OUTSIDE)).toEqual([]);
  });

  it('has comments that say why, not when or for which ticket', () => {
    const comments = lines.filter(({ file }) => !file.endsWith('.md'));
    expect(offending(comments, NARRATION)).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const folders = new Set(['routing', 'routes', 'features', 'lib', 'build']);
  const appFile = 'packages/app/src/routes/tree.tsx';

  it.each([
    ['a stale short path', appFile, 'lib/routes.ts', 'no such file'],
    ['a wrong extension', appFile, 'routes/screens.ts', 'no such file'],
    ['a short path that exists', appFile, 'routing/routes.ts', null],
    ['a module without extension', appFile, 'features/campaigns/CampaignsPage', null],
    ['a rooted path', 'README.md', 'packages/app/src/lib/nothing.ts', 'no such file'],
    ['an unknown heading', 'README.md', 'docs/architecture.md#nowhere', 'no heading #nowhere'],
    ['a known heading', 'README.md', 'docs/architecture.md#architecture-read-this-first', null],
    ['words with a slash', appFile, 'read/write', null],
    ['a relative file', appFile, './screens.tsx', null],
    ['part of an API path', appFile, 'campaigns/summary.json', null],
  ])('%s', (_, file, word, want) => {
    expect(brokenPath(file, word, folders)).toBe(want);
  });

  it('skips URLs, npm paths and globs', () => {
    const text =
      'see http://127.0.0.1:4010/__mock/docs/ and @mantine/core/styles.css, packages/*/src';
    const words = [...text.matchAll(PATH_WORD)].map((m) => m[0]);
    expect(words.filter((w) => brokenPath(appFile, w, folders))).toEqual([]);
  });

  it.each([
    ['a design file', 'see design.md', OUTSIDE],
    ['a spec section', 'the rule (spec section 9)', OUTSIDE],
    ['the shared folder', 'see ../shared/decisions', OUTSIDE],
    ['an issue number', 'news where the user is (issue 28)', NARRATION],
    ['a measuring date', 'measured 2026-11-27, a busy machine', NARRATION],
  ])('flags %s', (_, text, patterns) => {
    expect(offending([{ file: 'x.ts', line: 1, text }], patterns)).toHaveLength(1);
  });

  it.each([
    ['the in-repo inventory', 'docs/contract-inventory.md', OUTSIDE],
    ['an example date', 'an ISO string (`2026-11-03`)', NARRATION],
    ['a colour', 'fill #000 and #1c7ed6', NARRATION],
  ])('leaves %s alone', (_, text, patterns) => {
    expect(offending([{ file: 'x.ts', line: 1, text }], patterns)).toEqual([]);
  });
});
