/**
 * The modules the first screen of each role runs (issue 27): the signed-in app around the screens
 * and each first screen's page, with what they import statically, read from the sources as the
 * catalogue parts are (scripts/i18n-parts.mjs: only the names a file takes from a barrel such as
 * `@oxilio/ui` are followed). The chunk groups of vite.config.ts keep the design system's
 * components that no first screen draws out of the chunk every first screen loads
 * (docs/performance.md#first-screens-issue-27).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestPages, moduleGraph } from '../../../scripts/i18n-parts.mjs';

/**
 * The first screen of each role, as its manifest keys it (`<area>.<screen id>`): the screens that
 * `npm run bundle:budget` weighs (`firstScreens` of scripts/demo-session.mjs).
 */
export const firstScreenKeys = ['patient.dashboard', 'rehabilitator.patients', 'manager.home'];

/** The app's own modules around every signed-in screen, from the portal's folder. */
const shell = ['src/app/App.tsx', 'src/app/AppLayout.tsx'];

/**
 * A reader of what first screens reach over one module graph (each file parsed once, whatever the
 * number of screens asked). `root`: the repository's root. Throws when a first screen is not found
 * in its manifest (a screen renamed).
 */
function firstScreenReader(root: string) {
  const portal = join(root, 'apps', 'portal');
  const pages = ['patient', 'rehabilitator', 'manager'].flatMap((area) =>
    manifestPages(root, join(portal, 'src', 'routes', area, 'manifest.ts')),
  );
  const graph = moduleGraph(root);
  return (keys: readonly string[]): Set<string> => {
    const modules = keys.map((key) => {
      const page = pages.find((candidate) => candidate.key === key);
      if (!page) {
        throw new Error(`No first screen ${key} in the manifests`);
      }
      // The screen's area's manifest loads with it (app/areas.ts), its menu's icons too.
      return [page.module, join(portal, 'src', 'routes', key.split('.')[0]!, 'manifest.ts')];
    });
    return graph.filesFrom([...shell.map((file) => join(portal, file)), ...modules.flat()], {
      follow: (_from, _to, dynamic) => !dynamic,
    });
  };
}

/**
 * The portal's own modules (apps/portal/src, locales/) that the signed-in app (App.tsx) statically
 * reaches: one chunk with it, rather than a small one for each module that the areas' manifests,
 * loaded apart, share with it. The catalogue's version (a JSON module, not in the graph) with them.
 */
export function appFiles(root: string): Set<string> {
  const own = [join(root, 'apps', 'portal', 'src') + '/', join(root, 'locales') + '/'];
  const files = moduleGraph(root).filesFrom([join(own[0]!, 'app', 'App.tsx')], {
    follow: (_from, _to, dynamic) => !dynamic,
  });
  return new Set([
    ...[...files].filter((file) => own.some((folder) => file.startsWith(folder))),
    join(root, 'locales', 'compiled', 'pages', 'version.json'),
  ]);
}

/** The files (absolute paths) the first screens `keys` statically reach. */
export function firstScreenFiles(
  root: string,
  keys: readonly string[] = firstScreenKeys,
): Set<string> {
  return firstScreenReader(root)(keys);
}

const iconModules = new Map<string, Map<string, string>>();
/**
 * lucide-react's icons by the names it exports (`Home`, `House`, `HomeIcon`…), each with its
 * module (absolute path), read from its barrel (`export { default as Home, … } from './icons/house.mjs'`).
 */
function iconsByName(root: string): Map<string, string> {
  const cached = iconModules.get(root);
  if (cached) {
    return cached;
  }
  const esm = join(root, 'node_modules', 'lucide-react', 'dist', 'esm');
  const barrel = readFileSync(join(esm, 'lucide-react.mjs'), 'utf8');
  const byName = new Map<string, string>();
  for (const [, names, file] of barrel.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[^']+)'/g)) {
    for (const name of names!.split(',')) {
      const exported = /default as (\w+)/.exec(name)?.[1];
      if (exported) {
        byName.set(exported, join(esm, file!));
      }
    }
  }
  iconModules.set(root, byName);
  return byName;
}

/** The modules of the icons `source` imports by name from lucide-react (absolute paths). */
export function iconFilesOf(root: string, source: string): string[] {
  const byName = iconsByName(root);
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)]
    .flatMap((statement) => statement[1]!.split(','))
    .map((name) => byName.get(name.trim().split(/\s+as\s+/)[0]!))
    .filter((file): file is string => file !== undefined);
}

/**
 * For each file a first screen reaches (the icons it imports included), the first screens (their
 * keys) that reach it.
 */
export function firstScreensReaching(
  root: string,
  keys: readonly string[] = firstScreenKeys,
): Map<string, string[]> {
  const filesOf = firstScreenReader(root);
  const iconsOf = new Map<string, string[]>();
  const reaching = new Map<string, string[]>();
  for (const key of keys) {
    const files = filesOf([key]);
    const icons = [...files].flatMap((file) => {
      let found = iconsOf.get(file);
      if (!found) {
        found = iconFilesOf(root, readFileSync(file, 'utf8'));
        iconsOf.set(file, found);
      }
      return found;
    });
    for (const file of new Set([...files, ...icons])) {
      reaching.set(file, [...(reaching.get(file) ?? []), key]);
    }
  }
  return reaching;
}
