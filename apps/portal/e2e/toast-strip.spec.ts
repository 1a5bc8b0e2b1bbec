/**
 * The one toast has its own strip of the window, under the page, which scrolls in the rest
 * (ToastProvider docked; docs/decisions/portal-everyday-gestures.md). The demo rehabilitator adds
 * the third oxilio program to "my programs" at 390 px wide, the page scrolled so that its button
 * is at the bottom of the window: the toast shows, the button's new state (the link "Ajouté à mes
 * programmes") stays in sight above it, and at every scroll position no control that shows lies
 * under the toast; the page still scrolls to its end, with the keyboard too when nothing is
 * focused, and it still prints whole.
 */
import { expect, test, type Page } from '@playwright/test';
import { endpoints } from '@oxilio/domain/contract';
import { api, callApi, claimsOf, demo, roleViews, signIn, translation } from './support';

const fr = (id: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{${key}}`, value),
    translation('fr', id),
  );

/** The page's scroll container. */
const pageBox = (page: Page) => page.locator('[data-page-scroll]');

/** The names of the controls that show in the page's box and meet the toast's box. */
async function controlsUnderToast(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const box = document.querySelector('[data-page-scroll]')!.getBoundingClientRect();
    const toast = document.querySelector('[data-toast-id]')!.getBoundingClientRect();
    const controls = document.querySelectorAll(
      '[data-page-scroll] :is(a[href], button, input, select, textarea, summary)',
    );
    return [...controls]
      .filter((control) => {
        const rect = control.getBoundingClientRect();
        // The part of the control that shows in the page's box.
        const top = Math.max(rect.top, box.top);
        const bottom = Math.min(rect.bottom, box.bottom);
        const left = Math.max(rect.left, box.left);
        const right = Math.min(rect.right, box.right);
        return (
          bottom > top &&
          right > left &&
          bottom > toast.top &&
          top < toast.bottom &&
          right > toast.left &&
          left < toast.right
        );
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? '');
  });
}

test('a toast never covers a control: its own strip, the page scrolling above it', async ({
  page,
  request,
}) => {
  await signIn(page, demo.reeducator, roleViews.reeducator);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/reeducateur/programmes/oxilio');
  await expect(
    page.getByRole('heading', { level: 2, name: fr('portal.title.programs.product') }),
  ).toBeVisible();
  // The cards come after the heading: until they are there, the page may be too short to scroll.
  const adds = page.getByRole('button', {
    name: new RegExp(`^${fr('rehabilitator.programs.addToMine')} : « `),
  });
  await expect(adds.nth(2)).toBeVisible();

  // Nothing focused on a page just opened: Page Down still scrolls it, End to its end.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('PageDown');
  await expect.poll(() => pageBox(page).evaluate((box) => box.scrollTop)).toBeGreaterThan(0);
  // End goes to the end of the page as it is when pressed: on a loaded machine the fonts and the
  // last answers may still lengthen it (the CI saw it 2026-12-03), and a reader presses End again.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  await expect(async () => {
    await page.keyboard.press('End');
    const gap = await pageBox(page).evaluate(
      (box) => box.scrollHeight - box.clientHeight - box.scrollTop,
    );
    expect(gap).toBeLessThanOrEqual(1);
  }).toPass();

  // The third card's button at the very bottom of the window.
  const third = adds.nth(2);
  const label = (await third.getAttribute('aria-label')) ?? '';
  const name = label.slice(label.indexOf('« ') + 2, label.lastIndexOf(' »'));
  await third.evaluate((button) => {
    const box = button.closest('[data-page-scroll]')!;
    box.scrollTop = 0;
    box.scrollTop += button.getBoundingClientRect().bottom - box.getBoundingClientRect().bottom - 1;
  });
  await third.click();

  const region = page.getByRole('region', { name: 'Notifications' });
  await expect(region.getByText(fr('rehabilitator.programs.added', { name }))).toBeVisible();
  // The page's visible part ends where the strip begins; the document itself does not scroll.
  const [boxBottom, regionTop, documentScroll] = await page.evaluate(() => [
    document.querySelector('[data-page-scroll]')!.getBoundingClientRect().bottom,
    document.querySelector('section[aria-label="Notifications"]')!.getBoundingClientRect().top,
    document.documentElement.scrollHeight - document.documentElement.clientHeight,
  ]);
  expect(boxBottom).toBeLessThanOrEqual(regionTop + 0.5);
  expect(documentScroll).toBe(0);
  // The button's new state, where the button was, above the toast.
  const added = page.getByRole('link', {
    name: fr('rehabilitator.programs.addedToMineNamed', { name }),
  });
  await expect(added).toBeInViewport();
  const [linkBottom, toastTop] = await Promise.all([
    added.evaluate((link) => link.getBoundingClientRect().bottom),
    region.locator('[data-toast-id]').evaluate((toast) => toast.getBoundingClientRect().top),
  ]);
  expect(linkBottom).toBeLessThanOrEqual(toastTop);
  expect(await controlsUnderToast(page)).toEqual([]);

  // Scrolled anywhere, no control that shows is under the toast; the page reaches its end.
  for (const share of [0, 0.25, 0.5, 0.75, 1]) {
    await pageBox(page).evaluate((box, at) => {
      box.scrollTop = (box.scrollHeight - box.clientHeight) * at;
    }, share);
    expect(await controlsUnderToast(page), `at ${share * 100} % of the page`).toEqual([]);
  }
  const [gap, lastBottom, visibleBottom] = await pageBox(page).evaluate((box) => {
    const controls = box.querySelectorAll('a[href], button');
    return [
      box.scrollHeight - box.clientHeight - box.scrollTop,
      controls[controls.length - 1]!.getBoundingClientRect().bottom,
      box.getBoundingClientRect().bottom,
    ];
  });
  expect(gap).toBeLessThanOrEqual(1);
  expect(lastBottom).toBeLessThanOrEqual(Math.min(visibleBottom, toastTop));

  // Back as it was: the copy leaves "my programs" (other tests read the demo data).
  const tokens = await api.signIn(request, demo.reeducator);
  const rehabilitatorId = String(claimsOf(tokens.accessToken).reeducatorId);
  const mine = await callApi(
    request,
    endpoints.programs.rehabilitatorPrograms,
    { params: { id: rehabilitatorId } },
    tokens.accessToken,
  );
  const copy = mine.body.find((program) => program.name === name && program.copiedFromProgramId);
  expect(copy, `the copy of ${name}`).toBeDefined();
  const removed = await callApi(
    request,
    endpoints.programs.delete,
    { params: { id: copy!.id } },
    tokens.accessToken,
  );
  expect(removed.status).toBe(204);
});

test('the printable report still prints every page', async ({ page, request }) => {
  const tokens = await api.signIn(request, demo.reeducator);
  const rehabilitatorId = String(claimsOf(tokens.accessToken).reeducatorId);
  const followed = await callApi(
    request,
    endpoints.rehabilitators.patients,
    { params: { id: rehabilitatorId }, query: { archived: false } },
    tokens.accessToken,
  );
  const patientId = followed.body[0]!.patientId;
  await signIn(page, demo.reeducator, roleViews.reeducator);
  await page.goto(`/reeducateur/patients/${patientId}/rapport`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const height = await pageBox(page).evaluate((box) => box.scrollHeight);
  const pdf = await page.pdf({ format: 'A4' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  // Taller than one sheet on screen, so more than one page on paper (not the window's height).
  expect(height).toBeGreaterThan(1200);
  expect(pages.length).toBeGreaterThan(1);
});
