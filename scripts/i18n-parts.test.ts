import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestPages, moduleGraph, pageTexts, screenPartFile } from './i18n-parts.mjs';

/** A small tree of sources: what a part's entry reaches, and what it must not. */
const scratch = mkdtempSync(join(tmpdir(), 'oxilio-i18n-parts-'));
const files: Record<string, string> = {
  'tokens/package.json': JSON.stringify({ name: '@oxilio/tokens', exports: './tokens.ts' }),
  'locales/package.json': JSON.stringify({
    name: '@oxilio/locales',
    exports: { '.': './index.ts' },
  }),
  'locales/index.ts': '',
  'packages/domain/package.json': JSON.stringify({ name: '@oxilio/domain', exports: {} }),
  'packages/ui/package.json': JSON.stringify({
    name: '@oxilio/ui',
    exports: { '.': './src/index.ts' },
  }),
  // A barrel: only the names imported are followed.
  'packages/ui/src/index.ts': [
    "export { Button } from './Button';",
    "export { Chart } from './Chart';",
    "export type { ChartProps } from './Chart';",
  ].join('\n'),
  'packages/ui/src/Button.tsx': "export const Button = () => 'ui.button';",
  'packages/ui/src/Chart.tsx': "export const Chart = () => 'ui.chart';",
  'app/App.tsx': [
    "import { Button } from '@oxilio/ui';",
    "import type { Only } from './types';",
    "const layout = () => import('./Layout');",
    "const page = () => import('./routes/Page');",
    "export const App = () => [Button, layout, page, 'app.title'];",
  ].join('\n'),
  'app/types.ts': "export type Only = 'app.typeOnly';\nexport const text = 'app.typeOnly';",
  'app/Layout.tsx': 'export const Layout = () => `app.menu`;',
  'app/routes/Page.tsx': [
    "import { Chart } from '@oxilio/ui';",
    "import { other } from './Other';",
    "const another = () => import('./another/Another');",
    'export default () => [Chart, other, another, "page.heading", "not an id"];',
  ].join('\n'),
  'app/routes/Other.tsx': "export const other = () => import('./Next');",
  'app/routes/Next.tsx': [
    "import { Chart } from '@oxilio/ui';",
    "export default () => [Chart, 'next.heading'];",
  ].join('\n'),
  'app/routes/another/Another.tsx': "export default 'another.heading';",
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(join(scratch, path)), { recursive: true });
  writeFileSync(join(scratch, path), text);
}
const catalogue = Object.fromEntries(
  [
    'ui.button',
    'ui.chart',
    'app.title',
    'app.typeOnly',
    'app.menu',
    'page.heading',
    'next.heading',
    'another.heading',
  ].map((id) => [id, id]),
);
const sorted = (ids: Set<string>) => [...ids].sort();

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the texts a part of the portal can show', () => {
  const graph = moduleGraph(scratch);
  const routes = join(scratch, 'app', 'routes') + '/';
  const notAnotherPage = {
    follow: (_from: string, to: string, dynamic: boolean) => !(dynamic && to.startsWith(routes)),
  };

  it('follows imports and lazy imports, only the names taken from a barrel, never a type', () => {
    const shell = graph.idsIn(graph.filesFrom(['app/App.tsx'], notAnotherPage), catalogue);
    // Not the chart (another name of the barrel), the type-only import, nor the page's import().
    expect(sorted(shell)).toEqual(['app.menu', 'app.title', 'ui.button']);
  });

  it('follows every lazy import when asked to', () => {
    const page = graph.idsIn(graph.filesFrom(['app/routes/Page.tsx']), catalogue);
    expect(sorted(page)).toEqual(['another.heading', 'next.heading', 'page.heading', 'ui.chart']);
  });

  it('gives a page what its module reaches, and what it loads apart beside it a part of its own', () => {
    const texts = pageTexts(graph, catalogue, {
      key: 'area.page',
      module: 'app/routes/Page.tsx',
      routes,
    });
    // Not another page's (another folder), nor what the part loaded apart shows.
    expect([...texts.keys()]).toEqual(['area.page', 'area.page+Next']);
    expect(sorted(texts.get('area.page')!)).toEqual(['page.heading', 'ui.chart']);
    // The chart's texts are the page's already.
    expect(sorted(texts.get('area.page+Next')!)).toEqual(['next.heading']);
  });
});

describe('the pages of the portal’s manifests', () => {
  const root = join(import.meta.dirname, '..');

  it('names each page as the router does, and finds its module', () => {
    const pages = manifestPages(root, 'apps/portal/src/routes/patient/manifest.ts');
    const dashboard = pages.find((page) => page.key === 'patient.dashboard');
    expect(dashboard?.module).toBe(
      join(root, 'apps/portal/src/routes/patient/Dashboard/DashboardPage.tsx'),
    );
    expect(pages.map((page) => page.key)).toContain('patient.evolution.walk');
  });

  it('finds My day’s heading from My day’s page', () => {
    const graph = moduleGraph(root);
    const french = { 'portal.myDay.yesterday.title': 'Mes résultats d’hier' };
    const dashboard = manifestPages(root, 'apps/portal/src/routes/patient/manifest.ts').find(
      (page) => page.key === 'patient.dashboard',
    );
    const ids = graph.idsIn(graph.filesFrom([dashboard!.module]), french);
    expect(ids.has('portal.myDay.yesterday.title')).toBe(true);
  });

  it('finds the texts of each part loaded apart under the name its page loads them by', () => {
    // `deferredModule(() => import('./X'), 'X')` (app/WhenNear.tsx) asks for `<page>+X`.
    const calls = execFileSync(
      'git',
      ['grep', '-h', 'deferredModule(() =>', '--', 'apps/portal/src/routes'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter(Boolean);
    expect(calls.length).toBeGreaterThan(1);
    for (const call of calls) {
      const [, file, name] = /import\('\.\/(\w+)'\), '(\w+)'\)/.exec(call) ?? [];
      expect(name, call).toBe(file);
    }
  });

  it('writes a route parameter into a file name a URL carries as is', () => {
    expect(screenPartFile('manager.patients.:id')).toBe('manager.patients._id');
  });
});
