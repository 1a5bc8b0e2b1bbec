import {
  forwardRef,
  useEffect,
  type ElementType,
  type ForwardedRef,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * What Radix's dialog asks of `react-remove-scroll` (`<RemoveScroll as={Slot} allowPinchZoom
 * shards={…}>`), which the builds, the stories and the tests take from here instead
 * (packages/ui/aliases.ts): while a modal dialog is open, the page behind it does not scroll.
 *
 * `react-remove-scroll` does it by catching every wheel and touch move outside the dialog and
 * measuring which box each would scroll (4 kB gzip with its helpers, on the first screen of a
 * patient whose day opens with a dialog). Here the boxes that scroll a page are known: the
 * document and the page's own box when it is docked above the toasts' strip (`[data-page-scroll]`,
 * ToastProvider). They stop scrolling (`overflow: hidden`) while a modal is open, their scroll bar's
 * room kept so that nothing moves sideways; the dialog, which is outside them, scrolls as it did.
 * Zooming with two fingers stays (nothing is prevented).
 */
export interface RemoveScrollProps {
  /** The element drawn (Radix passes its `Slot`: its child is the overlay). */
  as?: ElementType;
  /** Whether the page is held still (default true). */
  enabled?: boolean;
  children?: ReactNode;
  /** Accepted for Radix; the dialog is outside the page's boxes, so it scrolls anyway. */
  shards?: unknown[];
  allowPinchZoom?: boolean;
  [prop: string]: unknown;
}

let holds = 0;
let release: (() => void) | null = null;

/** Holds the document and the page's box still, until the last hold is let go. */
function holdPage(): () => void {
  holds += 1;
  if (holds === 1) {
    const restores: (() => void)[] = [];
    const hold = (box: HTMLElement, barWidth: number) => {
      const { overflow, paddingRight } = box.style;
      const padding = parseFloat(getComputedStyle(box).paddingRight) || 0;
      box.style.overflow = 'hidden';
      if (barWidth > 0) {
        box.style.paddingRight = `${padding + barWidth}px`;
      }
      restores.push(() => {
        box.style.overflow = overflow;
        box.style.paddingRight = paddingRight;
      });
    };
    const root = document.documentElement;
    hold(root, window.innerWidth - root.clientWidth);
    for (const box of document.querySelectorAll<HTMLElement>('[data-page-scroll]')) {
      hold(box, box.offsetWidth - box.clientWidth - box.clientLeft * 2);
    }
    release = () => {
      for (const restore of restores.reverse()) {
        restore();
      }
    };
  }
  let held = true;
  return () => {
    if (!held) {
      return;
    }
    held = false;
    holds -= 1;
    if (holds === 0) {
      release?.();
      release = null;
    }
  };
}

export const RemoveScroll = forwardRef(function RemoveScroll(
  {
    as: Component = 'div',
    enabled = true,
    children,
    shards: _shards,
    allowPinchZoom: _allowPinchZoom,
    ...rest
  }: RemoveScrollProps,
  ref: ForwardedRef<unknown>,
) {
  useEffect(() => (enabled ? holdPage() : undefined), [enabled]);
  return (
    <Component ref={ref as RefObject<unknown>} {...rest}>
      {children}
    </Component>
  );
});
