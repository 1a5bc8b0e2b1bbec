import { PageHeader } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { TabLinks } from '../../../app/TabLinks';
import { EvolutionControls, readViewParams, viewSearch } from '../../../features/evolution';
import { patientArea } from '../manifest';

/**
 * /evolution: the tabs (walk, walk quality, activity, rehabilitation, performance) and, above the
 * open tab, the period and the scale. Both live in the query string, which the tab links keep, so
 * that every view has its own address.
 */
export function EvolutionPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const [search, setSearch] = useSearchParams();
  const view = readViewParams(search);
  const query = viewSearch(view);
  // The tests tab shows every result the rehabilitator recorded: no period, no scale.
  const onTests = useLocation().pathname.endsWith('/tests');
  return (
    <>
      <PageHeader title={title} />
      <TabLinks
        label={title}
        links={patientArea.screens.evolution.tabs.map((tab) => ({
          key: tab.path,
          to: { pathname: tab.path, search: query },
          label: intl.formatMessage(tab.title),
        }))}
      />
      {onTests ? null : (
        <EvolutionControls
          value={view}
          onChange={(next) => setSearch(new URLSearchParams(viewSearch(next)), { replace: true })}
        />
      )}
      <Outlet />
    </>
  );
}

export default EvolutionPage;
