import { forwardRef, type HTMLAttributes } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { renderAnchor, type NavItem, type RenderNavLink } from './navItem';
import { cx } from '../../utils/cx';
import * as styles from './SideNav.css';

export type { NavItem, NavLinkProps, RenderNavLink } from './navItem';

export interface SideNavProps extends Omit<HTMLAttributes<HTMLElement>, 'aria-label'> {
  /** Name of the navigation landmark (e.g. "Menu principal"). */
  'aria-label': string;
  /** Entries of the menu, in order. */
  items: readonly NavItem[];
  /** Id of the current page's item, marked with aria-current="page". */
  activeId?: string;
  /** Renders each link, to use the app router's Link. @defaultValue a plain `<a>` */
  renderLink?: RenderNavLink;
}

/** Vertical navigation for a role's menu. */
export const SideNav = forwardRef<HTMLElement, SideNavProps>(function SideNav(
  { items, activeId, renderLink = renderAnchor, className, ...rest },
  ref,
) {
  return (
    <nav ref={ref} className={cx(styles.nav, className)} {...rest}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            {renderLink(item, {
              href: item.href,
              className: styles.link,
              'aria-current': item.id === activeId ? 'page' : undefined,
              children: <NavItemContent item={item} />,
            })}
          </li>
        ))}
      </ul>
    </nav>
  );
});

/** Icon, label and badge of a nav link; shared with NavBar. */
export function NavItemContent({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <>
      {Icon ? (
        <Icon aria-hidden="true" focusable="false" size={22} className={styles.icon} />
      ) : null}
      <span className={styles.label}>{item.label}</span>
      {item.badge !== undefined ? (
        <>
          <span className={styles.badge} aria-hidden={item.badgeLabel ? true : undefined}>
            {item.badge}
          </span>
          {item.badgeLabel ? <VisuallyHidden>{item.badgeLabel}</VisuallyHidden> : null}
        </>
      ) : null}
    </>
  );
}
