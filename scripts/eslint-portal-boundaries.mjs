// ESLint rule: the portal's feature folders stay apart. A feature never imports the screens
// (apps/portal/src/routes), and nothing imports a feature's insides: only its index
// (features/<name> or features/<name>/index), or its `early` module (features/<name>/early: the
// reads its screens make first, started before their code arrives; no component, so light).
import path from 'node:path';

const portalSrc = path.resolve(import.meta.dirname, '../apps/portal/src');
const featuresDir = path.join(portalSrc, 'features');
const routesDir = path.join(portalSrc, 'routes');

const inside = (dir, file) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** The feature a file belongs to, or null. */
function featureOf(file) {
  return inside(featuresDir, file) ? path.relative(featuresDir, file).split(path.sep)[0] : null;
}

export const portalBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import screens nor each other’s insides.' },
    messages: {
      screen: 'A feature does not import screens (routes/): move the shared part into the feature.',
      insides:
        'Import features/{{feature}} through its index (or its early module), not its insides ({{path}}): export what is needed there.',
    },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const fromFeature = featureOf(file);
    function check(node) {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) {
        return;
      }
      const target = path.resolve(path.dirname(file), specifier);
      if (fromFeature && inside(routesDir, target)) {
        context.report({ node: node.source, messageId: 'screen' });
        return;
      }
      const toFeature = featureOf(target);
      if (!toFeature || toFeature === fromFeature) {
        return;
      }
      const rest = path.relative(path.join(featuresDir, toFeature), target);
      if (!['', 'index', 'index.ts', 'early', 'early.ts'].includes(rest)) {
        context.report({
          node: node.source,
          messageId: 'insides',
          data: { feature: toFeature, path: specifier },
        });
      }
    }
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { boundaries: portalBoundaries } };
