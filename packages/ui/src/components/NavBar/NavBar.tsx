import { Menu, X } from 'lucide-react';
import {
  forwardRef,
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { NavItemContent } from '../SideNav/SideNav';
import { renderAnchor, type NavItem, type RenderNavLink } from '../SideNav/navItem';
import { cx } from '../../utils/cx';
import * as styles from './NavBar.css';

export interface NavBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'aria-label'> {
  /** Name of the navigation landmark (e.g. "Menu principal"). */
  'aria-label': string;
  /** Entries of the menu, in order. */
  items: readonly NavItem[];
  /** Id of the current page's item, marked with aria-current="page". */
  activeId?: string;
  /** Renders each link, to use the app router's Link. @defaultValue a plain `<a>` */
  renderLink?: RenderNavLink;
  /** Logo or product name, at the start of the bar. */
  brand?: ReactNode;
  /** Account menu, language switcher or other actions, at the end of the bar. */
  actions?: ReactNode;
  /** Whether the collapsed menu starts open (when it is collapsed). @defaultValue false */
  defaultOpen?: boolean;
}

/** How the bar lays its menu out: on its line, or behind the Menu button. */
type Layout = 'row' | 'menu';

/** Sub-pixel rounding of the rectangles, which is not an overflow. */
const tolerance = 0.5;

/**
 * Whether every part of the bar (brand, menu items, actions), laid out on one line, stays inside
 * the bar's content box. Direction-agnostic: both edges are checked.
 */
function fitsOnOneLine(inner: HTMLElement): boolean {
  const box = inner.getBoundingClientRect();
  const style = getComputedStyle(inner);
  const start = box.left + parseFloat(style.paddingLeft) - tolerance;
  const end = box.right - parseFloat(style.paddingRight) + tolerance;
  const parts = [...Array.from(inner.children), ...Array.from(inner.querySelectorAll('li'))];
  return parts.every((part) => {
    const rect = part.getBoundingClientRect();
    return rect.left >= start && rect.right <= end;
  });
}

/**
 * Top bar with a brand, the menu and actions. When the menu's items do not fit on one line beside
 * the brand and the actions (a narrow screen, many items, a long language), the menu collapses
 * behind a "Menu" button (disclosure pattern). The bar measures itself: when its width changes,
 * when its content or the fonts change.
 */
export const NavBar = forwardRef<HTMLDivElement, NavBarProps>(function NavBar(
  {
    'aria-label': label,
    items,
    activeId,
    renderLink = renderAnchor,
    brand,
    actions,
    defaultOpen = false,
    className,
    ...rest
  },
  ref,
) {
  const intl = useIntl();
  const listId = useId();
  const [open, setOpen] = useState(defaultOpen);
  // Collapsed until measured: the server's markup (no layout) and the first render; the first
  // measure runs before the browser paints, so the user never sees that guess.
  const [layout, setLayout] = useState<Layout>('menu');
  const rootRef = useRef<HTMLDivElement>(null);
  const innerRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useImperativeHandle(ref, () => rootRef.current!, []);

  /**
   * Lays the bar out on one line, checks that everything is inside it, and keeps that layout or
   * collapses the menu, before the browser paints. The attribute is written here, at once (no
   * frame shows a clipped bar), and React's state follows it. The check does not depend on the
   * current layout, so a measure never calls for another one (no loop).
   */
  const measure = useCallback(() => {
    const root = rootRef.current;
    const inner = innerRef.current;
    if (!root || !inner) {
      return;
    }
    const before = root.dataset.layout;
    root.dataset.layout = 'row';
    const next: Layout = fitsOnOneLine(inner) ? 'row' : 'menu';
    root.dataset.layout = next;
    if (next === before) {
      return;
    }
    setLayout(next);
    if (next === 'row') {
      setOpen(false);
    } else if (inner.querySelector('ul')?.contains(document.activeElement)) {
      // A link that had the focus is now hidden in the closed menu: its button takes the focus.
      setOpen(false);
      buttonRef.current?.focus();
    }
  }, []);

  /**
   * The measure of the next frame, before it paints: the browser lays the page out there anyway.
   * Measured at once, in the task that changed the page, it made the browser lay the whole page
   * out inside that task (40-90 ms more to a render of the manager's home on a slow phone, issue 27).
   */
  const frameRef = useRef(0);
  const measureBeforePaint = useCallback(() => {
    if (frameRef.current === 0) {
      frameRef.current = requestAnimationFrame(() => {
        frameRef.current = 0;
        measure();
      });
    }
  }, [measure]);

  // Once mounted, then when the bar's width, content or fonts change (below); not at every render.
  useLayoutEffect(() => {
    measureBeforePaint();
    return () => {
      cancelAnimationFrame(frameRef.current);
      frameRef.current = 0;
    };
  }, [measureBeforePaint]);

  useLayoutEffect(() => {
    const sentinel = sentinelRef.current;
    const inner = innerRef.current;
    if (!sentinel || !inner) {
      return;
    }
    // The sentinel spans the bar's width and has no height: its size follows the bar's width
    // only, not the layout chosen, so the observer is not called back by its own change.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(sentinel);
    // Content changed inside the bar (items, their labels in another language, a name that
    // arrives in the brand or the actions): checked before the next paint.
    const mutation =
      typeof MutationObserver === 'undefined' ? null : new MutationObserver(measureBeforePaint);
    mutation?.observe(inner, { childList: true, subtree: true, characterData: true });
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    fonts?.addEventListener('loadingdone', measureBeforePaint);
    return () => {
      resize?.disconnect();
      mutation?.disconnect();
      fonts?.removeEventListener('loadingdone', measureBeforePaint);
    };
  }, [measure, measureBeforePaint]);

  function closeOnEscape(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <div ref={rootRef} className={cx(styles.root, className)} data-layout={layout} {...rest}>
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
      <div ref={innerRef} className={styles.inner}>
        {brand ? <div className={styles.brand}>{brand}</div> : null}
        <nav aria-label={label} className={styles.nav}>
          <Button
            ref={buttonRef}
            variant="ghost"
            className={styles.menuButton}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? (
              <X aria-hidden="true" focusable="false" size={22} />
            ) : (
              <Menu aria-hidden="true" focusable="false" size={22} />
            )}
            {intl.formatMessage({ id: 'ui.navBar.menu', defaultMessage: 'Menu' })}
          </Button>
          {/* Escape closes the open menu from any of its links. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <ul id={listId} className={styles.list} data-open={open} onKeyDown={closeOnEscape}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                {renderLink(item, {
                  href: item.href,
                  className: styles.link,
                  'aria-current': item.id === activeId ? 'page' : undefined,
                  onClick: () => setOpen(false),
                  children: <NavItemContent item={item} />,
                })}
              </li>
            ))}
          </ul>
        </nav>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
});
