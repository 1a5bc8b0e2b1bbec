import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation, type To } from 'react-router-dom';
import * as styles from './TabbedPage.css';

export interface TabLink {
  /** Unique key of the tab (its path). */
  key: string;
  /** Where the tab leads. */
  to: To;
  /** Text of the tab. */
  label: string;
}

/**
 * A screen's sections as a row of links (a `<nav>`; `aria-current` marks the open one). On a phone
 * the row scrolls sideways, and the open tab is brought into view whenever the address changes.
 */
export function TabLinks({ label, links }: { label: string; links: readonly TabLink[] }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) {
      return;
    }
    const start = current.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < row.scrollLeft || end > row.scrollLeft + row.clientWidth) {
      // Only the row scrolls (scrollIntoView would move the page too): the tab in its middle.
      row.scrollLeft = start - (row.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <nav aria-label={label}>
      <ul
        ref={list}
        className={styles.tabs}
        // A tab that takes the focus comes whole into view (not left half under an edge).
        onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
      >
        {links.map((link) => (
          <li key={link.key}>
            <NavLink to={link.to} className={styles.tab}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
