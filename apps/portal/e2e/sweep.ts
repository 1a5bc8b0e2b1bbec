/**
 * The accessibility sweep's helpers (a11y-sweep.spec.ts, docs/decisions/portal-accessibility-sweep.md):
 * every screen and tab of the manifests as a path to open, a way to move between them inside one
 * page, a wait for a screen's content, the charts' tables opened, the page width check and the
 * 44x44 target check.
 */
import { expect, type Page } from '@playwright/test';
import type { AreaManifest } from '../src/app/screens';
import { managerArea } from '../src/routes/manager/manifest';
import { patientArea } from '../src/routes/patient/manifest';
import { publicArea } from '../src/routes/public/manifest';
import { rehabilitatorArea } from '../src/routes/rehabilitator/manifest';
import { translation, type Locale, type RoleName } from './support';

/** One screen (or tab) of a manifest opened at one path. */
export interface SweepRoute {
  /** The manifest entry: `area:screen` or `area:screen/tab`. */
  entry: string;
  path: string;
  /** Message ids of the document title, innermost first (tab, then screen). */
  titleIds: string[];
}

/** The value of each `:name` parameter; several values open the screen once each. */
export type SweepParams = Readonly<Record<string, readonly string[]>>;

export type SweepRole = RoleName | 'public';

/** The areas each role opens (app/areas.ts: the combined role opens the rehabilitator's too). */
export const sweptAreas: Record<SweepRole, readonly AreaManifest[]> = {
  public: [publicArea],
  patient: [patientArea],
  reeducator: [rehabilitatorArea],
  responsable: [managerArea],
  reeducatorresponsable: [managerArea, rehabilitatorArea],
};

const areaName = (manifest: AreaManifest) => manifest.area ?? 'public';

/** The paths a catch-all (`*`) screen is opened at. */
const unknownPath = '/une-page-qui-n-existe-pas';

function joinPath(base: string, path: string): string {
  const joined = `${base}/${path}`.replace(/\/+/g, '/').replace(/\/$/, '');
  return joined === '' ? '/' : joined;
}

/** Every filling of a path's parameters; an optional one is left out. */
function fill(path: string, params: SweepParams, where: string): string[] {
  if (path.endsWith('*')) {
    return [unknownPath];
  }
  const match = /\/:(\w+)(\?)?/.exec(path);
  if (!match) {
    return [path];
  }
  const [segment, name, optional] = match as unknown as [string, string, string | undefined];
  if (optional) {
    return fill(path.replace(segment, ''), params, where);
  }
  const values = params[name];
  if (!values?.length) {
    throw new Error(`The sweep has no value for ":${name}" of ${where}`);
  }
  return values.flatMap((value) =>
    fill(path.replace(segment, `/${encodeURIComponent(value)}`), params, where),
  );
}

/**
 * Every manifest entry that shows a screen of some areas: each tab (`area:screen/tab`), and each
 * screen without tabs (`area:screen`); a screen with tabs shows one of them.
 */
export function manifestEntries(areas: readonly AreaManifest[]): string[] {
  return areas.flatMap((manifest) =>
    Object.entries(manifest.screens).flatMap(([key, screen]) =>
      screen.tabs?.length
        ? screen.tabs.map((tab) => `${areaName(manifest)}:${key}/${tab.path}`)
        : [`${areaName(manifest)}:${key}`],
    ),
  );
}

/**
 * The paths that open every screen and tab of a role's areas, read from the manifests: a screen
 * with tabs is opened through each of its tabs (the tab's `link` when it has one).
 */
export function sweepRoutes(role: SweepRole, params: SweepParams): SweepRoute[] {
  return sweptAreas[role].flatMap((manifest) =>
    Object.entries(manifest.screens).flatMap(([key, screen]) => {
      const screenPath = joinPath(manifest.base, screen.path);
      const entry = `${areaName(manifest)}:${key}`;
      if (screen.debugOnly && process.env.E2E_NO_DEBUG === '1') {
        return [];
      }
      if (!screen.tabs?.length) {
        return fill(screenPath, params, entry).map((path) => ({
          entry,
          path,
          titleIds: [screen.title.id ?? ''],
        }));
      }
      return screen.tabs.flatMap((tab) =>
        fill(joinPath(screenPath, tab.link ?? tab.path), params, `${entry}/${tab.path}`).map(
          (path) => ({
            entry: `${entry}/${tab.path}`,
            path,
            titleIds: [tab.title.id ?? '', screen.title.id ?? ''],
          }),
        ),
      );
    }),
  );
}

/** The document title a route shows in a language: "<tab> – <screen> · oxilio". */
export function documentTitle(route: SweepRoute, locale: Locale): string {
  return route.titleIds.map((id) => translation(locale, id)).join(' – ');
}

/**
 * Opens a path inside the page already loaded, as the portal's links do (the router follows the
 * history), then waits for the screen: its document title, a level-1 heading, nothing loading.
 */
export async function openRoute(page: Page, route: SweepRoute, locale: Locale): Promise<void> {
  const here = await page.evaluate(() => location.pathname);
  if (here !== route.path) {
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, route.path);
  }
  await waitForScreen(page, route, locale);
}

/** Waits for a route's screen to show its content in a language. */
export async function waitForScreen(page: Page, route: SweepRoute, locale: Locale): Promise<void> {
  const title = documentTitle(route, locale);
  const loading = [
    translation(locale, 'ui.skeleton.loading'),
    translation(locale, 'ui.spinner.label'),
  ];
  await page
    .waitForFunction(
      ({ title, loading }) => {
        if (!document.title.startsWith(title)) {
          return false;
        }
        const heading = document.querySelector('h1');
        if (!heading || heading.getBoundingClientRect().height === 0) {
          return false;
        }
        return ![...document.querySelectorAll('[role="status"]')].some((status) =>
          loading.includes((status.textContent ?? '').trim()),
        );
      },
      { title, loading },
      { timeout: 20_000, polling: 100 },
    )
    .catch(async (error: unknown) => {
      const seen = await page.evaluate(() => ({
        title: document.title,
        h1: document.querySelector('h1')?.textContent,
      }));
      throw new Error(
        `${route.path} (${locale}) did not show "${title}" with a heading and nothing loading ` +
          `(title "${seen.title}", h1 "${seen.h1 ?? ''}"): ${String(error)}`,
      );
    });
  // The screen's chunk may still add its parts: one more frame for the layout to settle.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
}

/**
 * Opens every chart's "Show the data as a table" on the screen (issue 25 point 2): a table shown
 * at 390 px must scroll in its own region, not widen the page. Returns how many it opened.
 */
export async function openChartTables(page: Page, locale: Locale): Promise<number> {
  const show = page.getByRole('button', {
    name: translation(locale, 'ui.chart.showTable'),
    exact: true,
  });
  const count = await show.count();
  // Each click renames its button ("Hide the table"): the first one left is the next to open.
  for (let opened = 0; opened < count; opened += 1) {
    await show.first().click();
  }
  await expect(show).toHaveCount(0);
  if (count > 0) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    );
  }
  return count;
}

/** An interactive element smaller than 44x44 CSS px: where, what and how big. */
export interface SmallTarget {
  name: string;
  width: number;
  height: number;
}

/**
 * The visible interactive elements smaller than 44x44 CSS px (WCAG 2.5.5 as the issue asks),
 * except an inline text link inside a sentence (WCAG 2.5.8's inline exception). A visually hidden
 * native checkbox or radio is measured by its label, which is what a user clicks.
 */
export async function smallTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[tabindex]:not([tabindex^="-"])',
    ].join(',');
    const minimum = 44 - 0.5;
    const nameOf = (element: Element) =>
      (
        element.getAttribute('aria-label') ??
        (element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null) ??
        element.textContent ??
        ''
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 60) || `<${element.tagName.toLowerCase()}>`;
    const visible = (element: Element) => {
      if (element.closest('[inert], [aria-hidden="true"]')) {
        return false;
      }
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    /** An inline link among other words of its block (WCAG 2.5.8, "inline"). */
    const inSentence = (element: Element) => {
      if (!element.matches('a, [role="link"]')) {
        return false;
      }
      if (getComputedStyle(element).display !== 'inline') {
        return false;
      }
      const block = element.parentElement;
      const own = (element.textContent ?? '').trim().length;
      return (block?.textContent ?? '').trim().length > own;
    };
    const small: { name: string; width: number; height: number }[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!visible(element) || inSentence(element)) {
        continue;
      }
      let box = element.getBoundingClientRect();
      if (
        element instanceof HTMLInputElement &&
        (element.type === 'checkbox' || element.type === 'radio') &&
        (box.width <= 1 || box.height <= 1)
      ) {
        const label = element.labels?.[0] ?? element.closest('label');
        if (!label) {
          small.push({ name: nameOf(element), width: box.width, height: box.height });
          continue;
        }
        box = label.getBoundingClientRect();
      }
      if (box.width === 0 && box.height === 0) {
        continue;
      }
      if (box.width < minimum || box.height < minimum) {
        small.push({
          name: nameOf(element),
          width: Math.round(box.width * 10) / 10,
          height: Math.round(box.height * 10) / 10,
        });
      }
    }
    return small;
  });
}

/**
 * Sets a viewport width (the height of a phone or of a laptop) and lets the layout settle: one
 * frame, for the parts that measure themselves (charts) to follow.
 */
export async function resizeTo(page: Page, width: 390 | 1280): Promise<void> {
  await page.setViewportSize(width === 390 ? { width, height: 844 } : { width, height: 900 });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/** Fails with every problem found, one per line, under a title. */
export function expectNone(problems: readonly string[], what: string): void {
  expect(problems, `${what}:\n${problems.join('\n')}`).toEqual([]);
}
