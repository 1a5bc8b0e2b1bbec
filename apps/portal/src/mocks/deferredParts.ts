import { expect, waitFor } from 'storybook/test';

/**
 * Shows the whole of a page whose parts below its first screen render as the user comes near them
 * (app/WhenNear.tsx): scrolls to each, one after the other, as a user would, then back to the top.
 * `ready` asserts that the page's sections are there (before them, no part is waiting yet).
 */
export async function revealDeferredParts(
  main: HTMLElement,
  ready: () => void,
  options = { timeout: 10_000 },
) {
  await waitFor(() => {
    main.querySelector('[data-deferred="waiting"]')?.scrollIntoView();
    ready();
    expect(main.querySelector('[data-deferred]')).toBeNull();
  }, options);
  main.closest('[data-page-scroll]')?.scrollTo(0, 0);
}
