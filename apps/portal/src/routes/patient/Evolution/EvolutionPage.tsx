import { PageHeader } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { NavLink, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useScreenTitle } from '../../../app/useScreenTitle';
import * as tabStyles from '../../../app/TabbedPage.css';
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
      <nav aria-label={title}>
        <ul className={tabStyles.tabs}>
          {patientArea.screens.evolution.tabs.map((tab) => (
            <li key={tab.path}>
              <NavLink to={{ pathname: tab.path, search: query }} className={tabStyles.tab}>
                {intl.formatMessage(tab.title)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
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
