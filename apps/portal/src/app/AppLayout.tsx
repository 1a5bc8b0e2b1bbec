import { formatPersonName, roleLabel } from '@oxilio/domain';
import { Button, Inline, NavBar, type NavItem } from '@oxilio/ui';
import { LogOut } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { Link, Outlet, useLocation } from 'react-router-dom';
import type { SessionUser } from '../auth/roles';
import { useSession } from '../auth/session';
import { useAccountLocale, useCurrentUser } from '../features/users';
import { StartupModals } from '../startup/StartupModals';
import { activeMenuEntry, menuFor } from './menus';
import { PageLoading } from './PageLoading';
import * as styles from './AppLayout.css';
import { commonMessages } from './commonMessages';

const messages = defineMessages({
  skipToContent: { id: 'portal.layout.skipToContent', defaultMessage: 'Aller au contenu' },
  mainMenu: { id: 'portal.layout.mainMenu', defaultMessage: 'Menu principal' },
  brand: { id: 'portal.layout.brand', defaultMessage: 'oxilio, accueil' },
});

/** An empty line of text: it has the height of one, and nothing to read. */
const noBreakSpace = '\u00a0';

/** The signed-in layout: skip link, top navigation with the role's menu, main landmark. */
export function AppLayout({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const location = useLocation();
  const { signOut } = useSession();
  const mainRef = useRef<HTMLElement>(null);
  const menu = menuFor(user.role);
  const items: NavItem[] = menu.map((entry) => ({
    id: entry.id,
    href: entry.href,
    label: intl.formatMessage(entry.label),
    icon: entry.icon,
  }));
  const active = activeMenuEntry(menu, location.pathname);
  const home = menu[0]?.href ?? '/';

  // After a navigation, move focus to the new page so screen readers announce it.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus();
  }, [location.pathname]);

  // The account's names once loaded, the token's meanwhile.
  const account = useCurrentUser().data;
  useAccountLocale(account);
  const names = {
    firstName: account?.firstName ?? user.firstName,
    lastName: account?.lastName ?? user.lastName,
  };
  const name = names.firstName || names.lastName ? formatPersonName(names) : null;
  const role = intl.formatMessage(roleLabel[user.role]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {intl.formatMessage(messages.skipToContent)}
      </a>
      <header>
        <NavBar
          aria-label={intl.formatMessage(messages.mainMenu)}
          items={items}
          activeId={active?.id}
          renderLink={(item, { href, children, ...props }) => (
            <Link to={href} {...props}>
              {children}
            </Link>
          )}
          brand={
            <Link
              to={home}
              className={styles.brand}
              aria-label={intl.formatMessage(messages.brand)}
            >
              {intl.formatMessage(commonMessages.brandName)}
            </Link>
          }
          actions={
            <Inline gap="sm">
              <p className={styles.user}>
                {name ? (
                  <span className={styles.userName}>{name}</span>
                ) : account === undefined ? (
                  // The token carries no names: their line is kept while the account is read, so
                  // that the header does not grow and push the page down when they come.
                  <span className={styles.userName} aria-hidden="true">
                    {noBreakSpace}
                  </span>
                ) : null}
                <span className={styles.userRole}>{role}</span>
              </p>
              <Button variant="ghost" icon={LogOut} onClick={signOut}>
                {intl.formatMessage(commonMessages.signOut)}
              </Button>
            </Inline>
          }
        />
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {user.role === 'patient' && user.patientId ? (
        <StartupModals patientId={user.patientId} />
      ) : null}
    </div>
  );
}
