import type { LucideIcon } from 'lucide-react';
import type { MouseEventHandler, ReactNode } from 'react';

/** One entry of a navigation menu (NavBar, SideNav). */
export interface NavItem {
  /** Stable id, compared with `activeId`. */
  id: string;
  /** Visible text of the link. */
  label: string;
  /** Destination of the link. */
  href: string;
  /** Optional icon (lucide-react), shown before the label and hidden from screen readers. */
  icon?: LucideIcon;
  /** Optional short count or tag shown after the label (e.g. pending requests). */
  badge?: string | number;
  /** What the badge means, for screen readers (e.g. "3 demandes en attente"); replaces the bare badge in the link name. */
  badgeLabel?: string;
}

/** Props a link renderer must spread on the element it renders. */
export interface NavLinkProps {
  /** Destination, from the item. */
  href: string;
  /** Link styles of the menu; keep them on the rendered element. */
  className: string;
  /** 'page' on the current page's link. */
  'aria-current'?: 'page';
  /** Closes the collapsed NavBar menu after a click; call it from your link. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** Icon, label and badge. */
  children: ReactNode;
}

/** Renders one link: lets the app use its router's `Link`. */
export type RenderNavLink = (item: NavItem, props: NavLinkProps) => ReactNode;

/** The default renderer: a plain `<a>`. */
export const renderAnchor: RenderNavLink = (_item, { children, ...props }) => (
  <a {...props}>{children}</a>
);
