// Storybook's addon-vitest applies the preview annotations (a11y included) by itself.
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

const consoleErrors: string[] = [];
const originalError = console.error;
beforeEach(() => {
  consoleErrors.length = 0;
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
    originalError(...args);
  };
});

// Every story: no console error, and its screenshot matches the committed reference.
afterEach(async (context) => {
  console.error = originalError;
  expect(consoleErrors, 'console errors while rendering the story').toEqual([]);
  if (context.task.result?.state === 'fail') {
    return;
  }
  await document.fonts.ready;
  // A play function may have scrolled (a click on a button low on the page): the screenshot of a
  // root taller than the viewport is only stable from the top.
  window.scrollTo(0, 0);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const root = document.getElementById('storybook-root') ?? document.body;
  await expect.element(page.elementLocator(root)).toMatchScreenshot({
    comparatorName: 'pixelmatch',
    comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.005 },
  });
});
