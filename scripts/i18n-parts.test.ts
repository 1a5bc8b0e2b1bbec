import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestPages, moduleGraph, screenPartFile } from './i18n-parts.mjs';

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
    'export default () => [Chart, other, "page.heading", "not an id"];',
  ].join('\n'),
  'app/routes/Other.tsx': "export const other = () => import('./Next');",
  'app/routes/Next.tsx': "export default 'next.heading';",
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

  it('gives a page what its module reaches, its lazy parts included', () => {
    const page = graph.idsIn(graph.filesFrom(['app/routes/Page.tsx']), catalogue);
    expect(sorted(page)).toEqual(['next.heading', 'page.heading', 'ui.chart']);
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

  it('writes a route parameter into a file name a URL carries as is', () => {
    expect(screenPartFile('manager.patients.:id')).toBe('manager.patients._id');
  });
});
