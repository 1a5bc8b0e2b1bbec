import { PageHeader } from '@oxilio/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { NavLink, Outlet } from 'react-router-dom';
import { usePageTitle } from './usePageTitle';
import * as styles from './TabbedPage.css';

export interface TabLink {
  /** Path relative to the page (a child route). */
  path: string;
  label: MessageDescriptor;
}

/** A page whose sections are child routes, reached through a row of links (aria-current marks the open one). */
export function TabbedPage({
  title,
  tabs,
}: {
  title: MessageDescriptor;
  tabs: readonly TabLink[];
}) {
  const intl = useIntl();
  const text = intl.formatMessage(title);
  usePageTitle(text);
  return (
    <>
      <PageHeader title={text} />
      <nav aria-label={text}>
        <ul className={styles.tabs}>
          {tabs.map((tab) => (
            <li key={tab.path}>
              <NavLink to={tab.path} className={styles.tab}>
                {intl.formatMessage(tab.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
