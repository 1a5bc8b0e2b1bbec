import { PageHeader } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import type { ScreenTab } from './screens';
import { useScreenTitle } from './useScreenTitle';
import { TabLinks } from './TabLinks';

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
      <TabLinks
        label={title}
        links={tabs
          .filter((tab) => tab.tab !== false)
          .map((tab) => ({
            key: tab.path,
            to: tab.link ?? tab.path,
            label: intl.formatMessage(tab.title),
          }))}
      />
      <Outlet />
    </>
  );
}
