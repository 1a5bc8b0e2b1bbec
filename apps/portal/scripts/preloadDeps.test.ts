import { describe, expect, it } from 'vitest';
import { loadedWhenRunning, preloadDeps, staticClosure } from './preloadDeps';

/**
 * A build as the portal's: the entry loads the app lazily; the app imports the router and the
 * areas, which import the manifest; the manifest loads the page lazily, which imports the app (its
 * hooks) and the charts. The debug page is loaded by the entry too, without the app.
 */
const bundle = {
  'assets/index.js': {
    type: 'chunk',
    isEntry: true,
    imports: [],
    dynamicImports: ['assets/app.js', 'assets/debug.js'],
  },
  'assets/app.js': { type: 'chunk', imports: ['assets/router.js', 'assets/areas.js'] },
  'assets/router.js': { type: 'chunk', imports: [] },
  'assets/areas.js': { type: 'chunk', imports: ['assets/manifest.js'] },
  'assets/manifest.js': { type: 'chunk', imports: [], dynamicImports: ['assets/page.js'] },
  'assets/page.js': { type: 'chunk', imports: ['assets/app.js', 'assets/charts.js'] },
  'assets/charts.js': { type: 'chunk', imports: [] },
  'assets/debug.js': { type: 'chunk', imports: ['assets/router.js'] },
  'assets/index.css': { type: 'asset' },
};

describe('preloadDeps', () => {
  it('finds what a chunk imports, transitively', () => {
    expect([...staticClosure(bundle, 'assets/app.js')].sort()).toEqual([
      'assets/app.js',
      'assets/areas.js',
      'assets/manifest.js',
      'assets/router.js',
    ]);
  });

  it('knows what every way to a chunk has fetched', () => {
    const loaded = loadedWhenRunning(bundle);
    // The manifest runs within the app's module graph: the app and the router are there.
    expect([...(loaded.get('assets/manifest.js') ?? [])].sort()).toEqual([
      'assets/app.js',
      'assets/areas.js',
      'assets/index.js',
      'assets/manifest.js',
      'assets/router.js',
    ]);
    // The router is reached from the app and from the debug page: only the entry is common.
    expect([...(loaded.get('assets/router.js') ?? [])].sort()).toEqual([
      'assets/index.js',
      'assets/router.js',
    ]);
  });

  it('keeps only what the importer has not fetched, and the imported chunk itself', () => {
    const { plugin, resolveDependencies } = preloadDeps();
    const generate = plugin.generateBundle as { handler: (o: unknown, b: unknown) => void };
    generate.handler({}, bundle);
    const deps = ['assets/page.js', 'assets/app.js', 'assets/router.js', 'assets/charts.js'];
    expect(
      resolveDependencies('assets/page.js', deps, { hostId: 'assets/manifest.js', hostType: 'js' }),
    ).toEqual(['assets/page.js', 'assets/charts.js']);
    // From the entry, the app's chunks are not fetched yet.
    expect(
      resolveDependencies('assets/app.js', ['assets/app.js', 'assets/router.js'], {
        hostId: 'assets/index.js',
        hostType: 'js',
      }),
    ).toEqual(['assets/app.js', 'assets/router.js']);
    // From the HTML, nothing is known fetched.
    expect(
      resolveDependencies('assets/page.js', deps, { hostId: 'index.html', hostType: 'html' }),
    ).toEqual(deps);
  });
});
