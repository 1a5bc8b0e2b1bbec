import { formatPersonName, roleLabel } from '@oxilio/domain';
import { Button, Inline, NavBar, VisuallyHidden, type NavItem } from '@oxilio/ui';
import { LogOut } from 'lucide-react';
import { Suspense, useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { Link, Outlet, useLocation } from 'react-router-dom';
import type { SessionUser } from '../auth/roles';
import { useSession } from '../auth/session';
import { useAccountLocale, useCurrentUser } from '../features/users';
import { StartupModals } from '../startup/StartupModals';
import { activeMenuEntry, currentGroup, homePath, menuGroupsFor, type MenuGroup } from './menus';
import { KeptAnswersStatus } from './KeptAnswersStatus';
import { PageLoading } from './PageLoading';
import * as styles from './AppLayout.css';
import * as roleStyles from './RoleSwitch.css';
import { commonMessages } from './commonMessages';

const messages = defineMessages({
  skipToContent: { id: 'portal.layout.skipToContent', defaultMessage: 'Aller au contenu' },
  mainMenu: { id: 'portal.layout.mainMenu', defaultMessage: 'Menu principal' },
  brand: { id: 'portal.layout.brand', defaultMessage: 'oxilio, accueil' },
  workAs: {
    id: 'portal.layout.workAs',
    defaultMessage: 'Travailler en tant que',
    description:
      'Names the switch between the menus of a user with several roles (e.g. rehabilitator and manager); followed by the role names',
  },
  myAccount: {
    id: 'portal.layout.myAccount',
    defaultMessage: ', mon compte',
    description:
      'Read by screen readers after the user’s name and role in the header, which link to their own account page; starts with a comma and a space, lower case',
  },
});

/** An empty line of text: it has the height of one, and nothing to read. */
const noBreakSpace = '\u00a0';

/** The signed-in layout: skip link, top navigation with the role's menu, main landmark. */
export function AppLayout({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const location = useLocation();
  const { signOut } = useSession();
  const mainRef = useRef<HTMLElement>(null);
  // The menu of the part (role) the page belongs to; a user of several roles switches between them.
  const groups = menuGroupsFor(user.roles);
  const group = currentGroup(groups, location.pathname);
  const menu = group?.entries ?? [];
  const items: NavItem[] = menu.map((entry) => ({
    id: entry.id,
    href: entry.href,
    label: intl.formatMessage(entry.label),
    icon: entry.icon,
  }));
  const active = activeMenuEntry(menu, location.pathname);
  const home = homePath(user.roles);

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
  // A user of several roles reads them in the role switch, which says which one the page is in;
  // the switch's row also takes their name and sign-out, so that the bar keeps its room for the
  // menu (six entries in the combined role's manager part).
  const several = groups.length > 1;
  const role = several ? null : intl.formatMessage(roleLabel[user.role]);
  const identity = (
    <>
      {name ? (
        <span className={styles.userName}>{name}</span>
      ) : account === undefined ? (
        // The token carries no names: their line is kept while the account is read, so
        // that the header does not grow and push the page down when they come.
        <span className={styles.userName} aria-hidden="true">
          {noBreakSpace}
        </span>
      ) : null}
      {/* Read between the two by screen readers; not shown between the column's lines. */}
      {role ? ' ' : null}
      {role ? <span className={styles.userRole}>{role}</span> : null}
    </>
  );
  // The name (and role) link to the user's account in the part they are in: every role reaches its
  // account, its language and its password the same way, whatever its menu holds.
  const accountPath = group?.account;
  const who = (
    <Inline gap="sm">
      {accountPath ? (
        <Link
          to={accountPath}
          className={`${styles.user} ${styles.userLink}`}
          aria-current={location.pathname === accountPath ? 'page' : undefined}
        >
          {identity}
          <VisuallyHidden>{intl.formatMessage(messages.myAccount)}</VisuallyHidden>
        </Link>
      ) : (
        <p className={styles.user}>{identity}</p>
      )}
      <Button variant="ghost" icon={LogOut} onClick={signOut}>
        {intl.formatMessage(commonMessages.signOut)}
      </Button>
    </Inline>
  );

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
          actions={several ? undefined : who}
        />
        {several && group ? (
          <div className={roleStyles.roleBar}>
            <RoleSwitch groups={groups} current={group} />
            <div className={roleStyles.roleBarWho}>{who}</div>
          </div>
        ) : null}
      </header>
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <KeptAnswersStatus />
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

/**
 * For a user of several roles (the combined rehabilitator-manager): which role's menu the bar
 * shows, as links to each part's first screen, the current one marked. Always visible, at every
 * width (docs/decisions/portal-combined-role.md).
 */
function RoleSwitch({ groups, current }: { groups: readonly MenuGroup[]; current: MenuGroup }) {
  const intl = useIntl();
  const captionId = useId();
  return (
    <nav aria-labelledby={captionId} className={roleStyles.roleSwitch}>
      <span id={captionId} className={roleStyles.roleSwitchCaption}>
        {intl.formatMessage(messages.workAs)}
      </span>
      <ul className={roleStyles.roleSwitchList}>
        {groups.map((group) => (
          <li key={group.area} className={roleStyles.roleSwitchItem}>
            <Link
              to={group.href}
              className={roleStyles.roleSwitchLink}
              aria-current={group.area === current.area ? 'true' : undefined}
            >
              {intl.formatMessage(group.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
