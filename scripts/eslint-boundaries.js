// Local ESLint plugin: the dependency rules of design.md that import patterns alone
// cannot express (relative imports that escape a package, feature-to-feature imports).
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

export default { rules: { 'no-cross-imports': noCrossImports } };
