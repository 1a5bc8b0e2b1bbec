/**
 * Trims the list of files a lazily loaded chunk preloads to those its importer has not already
 * loaded. Vite writes, for each `import()`, every chunk the imported one needs: a page imported by
 * its area's manifest listed the entry, the app, the router, the design system… all loaded before
 * any manifest runs. Each manifest carried about 90 such names (1.0-1.2 kB gzip of hashed file
 * names each, three on every first screen: docs/performance.md#first-screens-issue-27).
 *
 * What an importer statically imports, and what those import in turn, has been fetched before it
 * runs; so has what was certainly fetched for every chunk that imports it (the app, for a
 * manifest): none of it needs preloading again. The rest of the list is kept as Vite wrote it, so
 * a page's code still comes in one round of requests.
 */
import type { Plugin, ResolveModulePreloadDependenciesFn } from 'vite';

interface ChunkImports {
  type: string;
  isEntry?: boolean;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

type Bundle = Readonly<Record<string, ChunkImports>>;

/** The chunks `fileName` needs before it runs: itself and its static imports, transitively. */
export function staticClosure(bundle: Bundle, fileName: string): Set<string> {
  const seen = new Set<string>();
  const stack = [fileName];
  while (stack.length > 0) {
    const next = stack.pop() as string;
    if (seen.has(next)) {
      continue;
    }
    seen.add(next);
    const chunk = bundle[next];
    if (chunk?.type === 'chunk') {
      stack.push(...(chunk.imports ?? []));
    }
  }
  return seen;
}

/**
 * For each chunk, the chunks certainly fetched when it runs: its static closure, and what is
 * certainly fetched in every chunk that imports it (statically: their module graph is fetched
 * whole before it runs; dynamically: they had run). A must-analysis: every chunk starts from the
 * whole bundle, the entries from their closure, and each pass can only remove chunks.
 */
export function loadedWhenRunning(bundle: Bundle): Map<string, Set<string>> {
  const chunks = Object.keys(bundle).filter((name) => bundle[name]?.type === 'chunk');
  const importers = new Map<string, string[]>(chunks.map((name) => [name, []]));
  for (const name of chunks) {
    const chunk = bundle[name] as ChunkImports;
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      importers.get(imported)?.push(name);
    }
  }
  const closures = new Map(chunks.map((name) => [name, staticClosure(bundle, name)]));
  const loaded = new Map<string, Set<string>>(
    chunks.map((name) => [
      name,
      bundle[name]?.isEntry || importers.get(name)?.length === 0
        ? (closures.get(name) as Set<string>)
        : new Set(chunks),
    ]),
  );
  for (let changed = true; changed;) {
    changed = false;
    for (const name of chunks) {
      const chunk = bundle[name] as ChunkImports;
      const parents = importers.get(name) ?? [];
      if (chunk.isEntry || parents.length === 0) {
        continue;
      }
      const next = new Set(closures.get(name));
      const [first, ...others] = parents.map((parent) => loaded.get(parent) as Set<string>);
      for (const candidate of first ?? []) {
        if (others.every((set) => set.has(candidate))) {
          next.add(candidate);
        }
      }
      if (next.size !== loaded.get(name)?.size) {
        loaded.set(name, next);
        changed = true;
      }
    }
  }
  return loaded;
}

/** The plugin that sees the bundle, and the `modulePreload.resolveDependencies` that reads it. */
export function preloadDeps(): {
  plugin: Plugin;
  resolveDependencies: ResolveModulePreloadDependenciesFn;
} {
  let loaded = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'oxilio:preload-deps',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          loaded = loadedWhenRunning(output as Bundle);
        },
      },
    },
    resolveDependencies(filename, deps, { hostId, hostType }) {
      const known = hostType === 'js' ? loaded.get(hostId) : undefined;
      return known ? deps.filter((dep) => dep === filename || !known.has(dep)) : deps;
    },
  };
}
