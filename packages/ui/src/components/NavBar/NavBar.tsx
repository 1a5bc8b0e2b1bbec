import { Menu, X } from 'lucide-react';
import {
  forwardRef,
  useId,
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
  /** Whether the collapsed menu starts open (narrow widths only). @defaultValue false */
  defaultOpen?: boolean;
}

/**
 * Top bar with a brand, the menu and actions. Below the tablet width the menu collapses behind a
 * "Menu" button (disclosure pattern).
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
  const buttonRef = useRef<HTMLButtonElement>(null);

  function closeOnEscape(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      <div className={styles.inner}>
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
