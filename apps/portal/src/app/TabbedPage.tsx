import { PageHeader } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { NavLink, Outlet } from 'react-router-dom';
import type { ScreenTab } from './screens';
import { useScreenTitle } from './useScreenTitle';
import * as styles from './TabbedPage.css';

/**
 * A screen whose sections are child routes, reached through a row of links (aria-current marks
 * the open one). The tabs come from the screen's manifest entry.
 */
export function TabbedPage({ tabs }: { tabs: readonly ScreenTab[] }) {
  const intl = useIntl();
  const title = useScreenTitle();
  return (
    <>
      <PageHeader title={title} />
      <nav aria-label={title}>
        <ul className={styles.tabs}>
          {tabs
            .filter((tab) => tab.tab !== false)
            .map((tab) => (
              <li key={tab.path}>
                <NavLink to={tab.link ?? tab.path} className={styles.tab}>
                  {intl.formatMessage(tab.title)}
                </NavLink>
              </li>
            ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
