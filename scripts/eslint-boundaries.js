// Local ESLint plugin: the dependency rules of design.md that import patterns alone
// cannot express (relative imports that escape a package, feature-to-feature imports), the
// layers inside the app (routes -> features -> layout -> lib) and no import cycles.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** `packages/<name>/...` -> name, else null. */
function packageOf(file) {
  const parts = relative(root, file).split(sep);
  return parts[0] === 'packages' ? (parts[1] ?? null) : null;
}

/** `packages/app/src/features/<name>/...` -> name, else null. */
function featureOf(file) {
  const parts = relative(root, file).split(sep);
  return parts[0] === 'packages' &&
    parts[1] === 'app' &&
    parts[2] === 'src' &&
    parts[3] === 'features'
    ? (parts[4] ?? null)
    : null;
}

const noCrossImports = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Packages meet only through their public entries; features never import each other.',
    },
    schema: [],
    messages: {
      package:
        "Relative import leaves package '{{from}}' for '{{to}}': import '@creator/{{to}}' instead.",
      feature:
        "Feature '{{from}}' imports feature '{{to}}': share through ui, api-client or app/src/lib.",
    },
  },
  create(context) {
    const file = context.filename;
    function checkSource(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      const [fromPkg, toPkg] = [packageOf(file), packageOf(target)];
      if (fromPkg && toPkg && fromPkg !== toPkg) {
        context.report({
          node: node.source,
          messageId: 'package',
          data: { from: fromPkg, to: toPkg },
        });
        return;
      }
      const [fromFeature, toFeature] = [featureOf(file), featureOf(target)];
      if (fromFeature && toFeature && fromFeature !== toFeature) {
        context.report({
          node: node.source,
          messageId: 'feature',
          data: { from: fromFeature, to: toFeature },
        });
      }
    }
    return {
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: checkSource,
    };
  },
};

/**
 * The app's layer of a file: `app` (main.tsx and app/, the composition root), `routes`,
 * `features`, `layout`, `lib`, `test` (test helpers); null outside packages/app/src.
 */
export function appLayerOf(file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] !== 'packages' || parts[1] !== 'app' || parts[2] !== 'src') return null;
  if (parts.length === 4) return 'app';
  return ['app', 'routes', 'features', 'layout', 'lib', 'test'].includes(parts[3])
    ? parts[3]
    : 'app';
}

/** What each layer may import inside the app (packages are the other rules' business). */
const ALLOWED = {
  app: ['app', 'routes', 'features', 'layout', 'lib'],
  routes: ['routes', 'features', 'layout', 'lib'],
  features: ['features', 'layout', 'lib'],
  layout: ['layout', 'lib'],
  lib: ['lib'],
  test: ['app', 'routes', 'features', 'layout', 'lib', 'test'],
};

const isTestFile = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

const appLayers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Inside the app, arrows point one way: routes -> features -> layout -> lib (app/ and main.tsx on top).',
    },
    schema: [],
    messages: {
      layer:
        "'{{from}}' may not import '{{to}}' (app layers: routes -> features -> layout -> lib; see packages/app/README.md).",
    },
  },
  create(context) {
    const file = context.filename;
    const from = appLayerOf(file);
    if (!from) return {};
    function checkSource(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = appLayerOf(resolve(dirname(file), source));
      if (!to || ALLOWED[from].includes(to)) return;
      // Tests may use the test helpers (fixtures, the fake API) wherever they live.
      if (to === 'test' && isTestFile(file)) return;
      context.report({ node: node.source, messageId: 'layer', data: { from, to } });
    }
    return {
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: checkSource,
    };
  },
};

const EXTENSIONS = [
  '',
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.jsx',
  '/index.ts',
  '/index.tsx',
  '/index.js',
];

/** The file a relative specifier names, or null (packages, assets, missing files). */
export function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), specifier);
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const IMPORT_PATTERN =
  /(?:^|[\s;])(import|export)\s*(type\s+)?(?:[^'"`;]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * Relative imports of a source text that exist at run time: type-only imports are erased
 * by the build, so they cannot form a cycle.
 */
export function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(IMPORT_PATTERN)) {
    if (match[2]) continue;
    const specifier = match[3] ?? match[4];
    if (specifier?.startsWith('.')) found.push(specifier);
  }
  return found;
}

/** Imported files per file, read from disk once per lint run (keyed by modification time). */
const graphCache = new Map();
function importedFiles(file) {
  const mtime = statSync(file).mtimeMs;
  const cached = graphCache.get(file);
  if (cached && cached.mtime === mtime) return cached.targets;
  const targets = importsOf(readFileSync(file, 'utf8'))
    .map((specifier) => resolveRelative(file, specifier))
    .filter((target) => target !== null && !/\.(css|svg|png|json)$/.test(target));
  graphCache.set(file, { mtime, targets });
  return targets;
}

/** A chain of imports from `start` back to `goal`, or null. */
export function pathBack(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, chain] = stack.pop();
    if (file === goal) return chain;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of importedFiles(file)) stack.push([next, [...chain, next]]);
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'No import cycles: an import may not lead back to the importing file (type-only imports do not count).',
    },
    schema: [],
    messages: { cycle: 'Import cycle: {{chain}}.' },
  },
  create(context) {
    const file = context.filename;
    function checkSource(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || node.importKind === 'type' || node.exportKind === 'type')
        return;
      const target = resolveRelative(file, source);
      if (!target || target === file) return;
      const chain = pathBack(target, file);
      if (!chain) return;
      const names = [file, ...chain].map((f) => relative(root, f));
      context.report({
        node: node.source,
        messageId: 'cycle',
        data: { chain: names.join(' -> ') },
      });
    }
    return {
      ImportDeclaration: checkSource,
      ExportNamedDeclaration: checkSource,
      ExportAllDeclaration: checkSource,
      ImportExpression: checkSource,
    };
  },
};

export default {
  rules: { 'no-cross-imports': noCrossImports, 'app-layers': appLayers, 'no-cycle': noCycle },
};
