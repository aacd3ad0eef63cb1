// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import tseslint from 'typescript-eslint';

/**
 * No two files import each other, type-only imports included. import-x/no-cycle leaves
 * type-only imports out by design (they are erased before run time), so a pair of files that
 * lean on each other's types passes it; this rule sees such a pair. Longer cycles are
 * import-x/no-cycle's (run-time imports) and the layer zones' (folders, types included).
 */

const EXTENSIONS = [
  '',
  '.ts',
  '.tsx',
  '.mjs',
  '.js',
  '.jsx',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];

/** The file a relative specifier leads to, or null (a package, or nothing there). */
function resolveRelative(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const path = base + extension;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  // A `.js` specifier naming a TypeScript file (`./x.js` for `./x.ts`).
  const typescript = base.replace(/\.js$/, '.ts');
  return typescript !== base && existsSync(typescript) ? typescript : null;
}

/** The specifiers of a module's import and re-export declarations. */
function specifiersOf(body) {
  return body.flatMap((node) => {
    if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration')
      return [node.source.value];
    if (node.type === 'ExportNamedDeclaration' && node.source) return [node.source.value];
    return [];
  });
}

/** Files each file imports, by path and modification time (an editor keeps the process). */
const importsCache = new Map();

function importsOf(path) {
  const mtime = statSync(path).mtimeMs;
  const cached = importsCache.get(path);
  if (cached?.mtime === mtime) return cached.files;
  let files = new Set();
  try {
    const { ast } = tseslint.parser.parseForESLint(readFileSync(path, 'utf8'), {
      filePath: path,
      jsx: /\.[jt]sx$/.test(path),
      sourceType: 'module',
    });
    files = new Set(
      specifiersOf(ast.body)
        .map((specifier) => resolveRelative(path, specifier))
        .filter((file) => file !== null),
    );
  } catch {
    // A file that does not parse is the parser's error to report, in its own lint.
  }
  importsCache.set(path, { mtime, files });
  return files;
}

/** @type {import('eslint').Rule.RuleModule} */
const noMutualImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid two files importing each other, type-only imports included.' },
    messages: {
      mutual: '{{file}} imports this file back: move what both need into a third file both import.',
    },
    schema: [],
  },
  create(context) {
    const filename = context.physicalFilename;
    const check = (node) => {
      if (!node.source) return;
      const target = resolveRelative(filename, node.source.value);
      if (target && target !== filename && importsOf(target).has(filename))
        context.report({ node, messageId: 'mutual', data: { file: node.source.value } });
    };
    return {
      ImportDeclaration: check,
      ExportAllDeclaration: check,
      ExportNamedDeclaration: check,
    };
  },
};

export default { rules: { 'no-mutual-import': noMutualImport } };
