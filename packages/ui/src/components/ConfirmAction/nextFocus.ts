/**
 * Where the focus goes when the element holding it is about to leave the page (a list row removed
 * by its own action): the next row's first control, else the previous row's, else the next control
 * after the row. Without it the focus falls to the page's top and a keyboard user starts over.
 */
const focusable =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function firstFocusableIn(element: Element | null): HTMLElement | null {
  if (!element) {
    return null;
  }
  if (element.matches(focusable)) {
    return element as HTMLElement;
  }
  return element.querySelector<HTMLElement>(focusable);
}

function firstFocusableAfter(element: Element): HTMLElement | null {
  const all = Array.from(element.ownerDocument.querySelectorAll<HTMLElement>(focusable));
  return (
    all.find(
      (candidate) =>
        !element.contains(candidate) &&
        Boolean(element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING),
    ) ?? null
  );
}

export function nextFocusAfterRemoval(element: HTMLElement): HTMLElement | null {
  const row = element.closest('li') ?? element;
  return (
    firstFocusableIn(row.nextElementSibling) ??
    firstFocusableIn(row.previousElementSibling) ??
    firstFocusableAfter(row)
  );
}
