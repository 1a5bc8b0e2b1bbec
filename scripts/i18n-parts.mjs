// Which texts each part of the portal can show, read from its module graph: the files a part's
// entry reaches through its imports (following only the names imported from a barrel such as
// `@oxilio/ui` or `@oxilio/domain`), and the catalogue's ids written in them. `i18n:compile` writes
// one catalogue per part and locale from it (docs/decisions/catalogue-parts.md).
import { readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/** The workspace packages a portal file may import, by name: their folder and exports. */
function workspacePackages(root) {
  const packages = new Map();
  for (const folder of ['packages/ui', 'packages/domain', 'tokens', 'locales']) {
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    const exports =
      typeof manifest.exports === 'string' ? { '.': manifest.exports } : (manifest.exports ?? {});
    packages.set(manifest.name, { dir: join(root, folder), exports });
  }
  return packages;
}

const sourceExtensions = ['.ts', '.tsx', '.mts', '.mjs', '.js'];

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The source file an import names, or null (a package from node_modules, a style sheet). */
function resolver(root) {
  const packages = workspacePackages(root);
  return (from, specifier) => {
    let base;
    if (specifier.startsWith('.')) {
      base = resolve(dirname(from), specifier);
    } else {
      const name = specifier.startsWith('@')
        ? specifier.split('/').slice(0, 2).join('/')
        : specifier.split('/')[0];
      const workspace = packages.get(name);
      if (!workspace) {
        return null;
      }
      const target = workspace.exports[`.${specifier.slice(name.length)}`];
      if (typeof target !== 'string') {
        return null;
      }
      base = join(workspace.dir, target);
    }
    const candidates = [
      base,
      ...sourceExtensions.map((extension) => base + extension),
      ...sourceExtensions.map((extension) => join(base, `index${extension}`)),
    ];
    const found = candidates.find(
      (candidate) => isFile(candidate) && sourceExtensions.some((ext) => candidate.endsWith(ext)),
    );
    return found ?? null;
  };
}

/**
 * A file's imports (each with the names it takes, `*` for all, and whether it is an `import()`),
 * whether it only re-exports (a barrel), and every string literal in it.
 */
function parse(path) {
  const text = readFileSync(path, 'utf8');
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const edges = [];
  const strings = new Set();
  let barrel = true;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) {
        continue;
      }
      const names = [];
      if (!clause) {
        names.push('*');
      } else {
        if (clause.name) {
          names.push('default');
        }
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) {
          names.push('*');
        } else if (bindings) {
          for (const element of bindings.elements) {
            if (!element.isTypeOnly) {
              names.push((element.propertyName ?? element.name).text);
            }
          }
        }
      }
      if (names.length > 0) {
        edges.push({ specifier: statement.moduleSpecifier.text, names, dynamic: false });
      }
      barrel = false;
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) {
        continue;
      }
      const clause = statement.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements
              .filter((element) => !element.isTypeOnly)
              .map((element) => ({
                exported: element.name.text,
                imported: (element.propertyName ?? element.name).text,
              }))
          : '*';
      if (names !== '*' && names.length === 0) {
        continue;
      }
      edges.push({ specifier: statement.moduleSpecifier.text, reexports: names, dynamic: false });
    } else if (
      !ts.isInterfaceDeclaration(statement) &&
      !ts.isTypeAliasDeclaration(statement) &&
      !(ts.isExportDeclaration(statement) && statement.isTypeOnly)
    ) {
      barrel = false;
    }
  }
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      strings.add(node.text);
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      (ts.isStringLiteral(node.arguments[0]) ||
        ts.isNoSubstitutionTemplateLiteral(node.arguments[0]))
    ) {
      edges.push({ specifier: node.arguments[0].text, names: ['*'], dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { edges, barrel, strings };
}

/**
 * The module graph of the sources under `root`, walked from entries: `filesFrom(entries, options)`
 * returns every file reached. `follow(from, to, dynamic)` says whether an edge is taken (e.g. not the
 * `import()` of another area's pages).
 */
export function moduleGraph(root) {
  const resolveImport = resolver(root);
  const parsed = new Map();
  const parsedOf = (path) => {
    if (!parsed.has(path)) {
      parsed.set(path, parse(path));
    }
    return parsed.get(path);
  };

  function filesFrom(entries, { follow = () => true } = {}) {
    const files = new Set();
    // A barrel is entered once per name asked of it; any other file once.
    const seen = new Set();
    const queue = entries.map((entry) => ({ path: resolve(root, entry), names: ['*'] }));
    while (queue.length > 0) {
      const { path, names } = queue.pop();
      const file = parsedOf(path);
      if (file.barrel) {
        const wanted = names.filter((name) => !seen.has(`${path}#${name}`));
        if (wanted.length === 0) {
          continue;
        }
        for (const name of wanted) {
          seen.add(`${path}#${name}`);
        }
        for (const edge of file.edges) {
          const target = resolveImport(path, edge.specifier);
          if (!target || !follow(path, target, edge.dynamic)) {
            continue;
          }
          if (edge.reexports === '*') {
            queue.push({ path: target, names: wanted });
          } else if (edge.reexports) {
            const taken = edge.reexports.filter(
              (name) => wanted.includes('*') || wanted.includes(name.exported),
            );
            if (taken.length > 0) {
              queue.push({ path: target, names: taken.map((name) => name.imported) });
            }
          } else {
            queue.push({ path: target, names: edge.names });
          }
        }
        continue;
      }
      if (seen.has(path)) {
        continue;
      }
      seen.add(path);
      files.add(path);
      for (const edge of file.edges) {
        const target = resolveImport(path, edge.specifier);
        if (!target || !follow(path, target, edge.dynamic)) {
          continue;
        }
        const names = edge.reexports
          ? edge.reexports === '*'
            ? ['*']
            : edge.reexports.map((name) => name.imported)
          : edge.names;
        queue.push({ path: target, names });
      }
    }
    return files;
  }

  /** The ids of `catalogue` written as string literals in `files`. */
  function idsIn(files, catalogue) {
    const ids = new Set();
    for (const path of files) {
      for (const text of parsedOf(path).strings) {
        if (Object.hasOwn(catalogue, text)) {
          ids.add(text);
        }
      }
    }
    return ids;
  }

  return { filesFrom, idsIn };
}

/**
 * Whether `import()` of `to` loads a page's module or a part of one apart, under `routes` (the
 * areas' manifests, whose titles and menus are the shell's, apart).
 */
export const loadedApart = (routes, to, dynamic) =>
  dynamic && to.startsWith(routes) && !to.endsWith('/manifest.ts');

/**
 * The texts of a signed-in page (`key`, `module`) and of the parts it loads apart beside it: the
 * ids its module reaches under `key`, other pages left out; and for each `import('./X')` of a file
 * in the same folder (what renders below its first screen: apps/portal/src/app/WhenNear.tsx), the
 * ids X reaches, less the page's, under `<key>+X`.
 */
export function pageTexts(graph, catalogue, { key, module, routes }) {
  const parts = new Set();
  const options = {
    follow: (from, to, dynamic) => {
      if (!loadedApart(routes, to, dynamic)) {
        return true;
      }
      if (dirname(to) === dirname(from)) {
        parts.add(to);
      }
      return false;
    },
  };
  const own = graph.idsIn(graph.filesFrom([module], options), catalogue);
  const texts = new Map([[key, own]]);
  for (const part of parts) {
    const ids = graph.idsIn(graph.filesFrom([part], options), catalogue);
    texts.set(
      `${key}+${basename(part).replace(/\.[jt]sx?$/, '')}`,
      new Set([...ids].filter((id) => !own.has(id))),
    );
  }
  return texts;
}

/** The file name of a screen's catalogue part (a route's parameters hold a colon). */
export const screenPartFile = (key) => key.replace(/[^A-Za-z0-9.-]/g, '_');

const propertyNamed = (object, name) =>
  object.properties.find(
    (property) =>
      ts.isPropertyAssignment(property) &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
      property.name.text === name,
  )?.initializer;

/** `() => import('./X')`'s specifier. */
function importedBy(loader, manifest) {
  if (
    loader &&
    ts.isArrowFunction(loader) &&
    ts.isCallExpression(loader.body) &&
    loader.body.expression.kind === ts.SyntaxKind.ImportKeyword &&
    ts.isStringLiteral(loader.body.arguments[0])
  ) {
    return loader.body.arguments[0].text;
  }
  throw new Error(`${manifest}: a page that is not written \`() => import('./…')\``);
}

/**
 * The pages of an area's manifest (`defineArea({ area, screens: { id: { page, tabs } } })`), each
 * with the key app/routes.tsx gives its texts: `<area>.<screen id>`, `<area>.<screen id>.<tab path>`.
 */
export function manifestPages(root, manifest) {
  const path = resolve(root, manifest);
  const source = ts.createSourceFile(
    path,
    readFileSync(path, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  let area = null;
  let screens = null;
  const find = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'defineArea' &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      const definition = node.arguments[0];
      const name = propertyNamed(definition, 'area');
      area = name && ts.isStringLiteral(name) ? name.text : null;
      screens = propertyNamed(definition, 'screens');
    }
    ts.forEachChild(node, find);
  };
  find(source);
  if (!area || !screens || !ts.isObjectLiteralExpression(screens)) {
    throw new Error(`${manifest}: no \`defineArea({ area: '…', screens: { … } })\``);
  }
  const pages = [];
  for (const property of screens.properties) {
    if (!ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) {
      throw new Error(`${manifest}: a screen that is not an object literal`);
    }
    const id = property.name.text;
    const screen = property.initializer;
    const page = propertyNamed(screen, 'page');
    const at = (specifier) => {
      const base = resolve(dirname(path), specifier);
      const found = ['.tsx', '.ts'].map((extension) => base + extension).find(isFile);
      if (!found) {
        throw new Error(`${manifest}: no file for ${specifier}`);
      }
      return found;
    };
    if (page) {
      pages.push({ key: `${area}.${id}`, module: at(importedBy(page, manifest)) });
    }
    const tabs = propertyNamed(screen, 'tabs');
    for (const tab of tabs && ts.isArrayLiteralExpression(tabs) ? tabs.elements : []) {
      const tabPath = ts.isObjectLiteralExpression(tab) ? propertyNamed(tab, 'path') : undefined;
      if (!tabPath || !ts.isStringLiteral(tabPath)) {
        throw new Error(`${manifest}: a tab of ${id} without a literal path`);
      }
      pages.push({
        key: `${area}.${id}.${tabPath.text}`,
        module: at(importedBy(propertyNamed(tab, 'page'), manifest)),
      });
    }
  }
  return pages;
}
