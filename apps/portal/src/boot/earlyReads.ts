import { matchPath } from 'react-router-dom';
import type { SessionUser } from '../auth/roles';
import { canOpenArea, loadedAreas } from '../app/areas';
import { homePath } from '../app/menus';
import { joinPath } from '../app/screens';
import { preloadCurrentUser } from '../features/users/early';
import { earlyReadKeys } from './earlyReadStore';

/**
 * The reads a visit's first screen makes, started as the portal's code starts rather than once the
 * screen's code has arrived and rendered (docs/decisions/portal-start.md, "Early reads"). Each
 * manifest declares them (`reads` of an area or a screen, app/screens.ts); this asks the areas the
 * user may open, and the screen whose path is the visit's. Each read is the one its hook makes,
 * with the same key: the screen's first fetch of that key takes the answer (earlyReadStore.ts).
 * Only with a valid access token: nothing starts a refresh of the session here.
 */
export function startEarlyReads(pathname: string, user: SessionUser | null): void {
  if (!user) {
    return;
  }
  // The signed-in layout, on every screen: the account (name, language, establishments).
  preloadCurrentUser();
  // A signed-in visit to the sign-in page's address goes to the user's home (auth/guards.tsx):
  // the address a daily user types, whose screen's reads start here too.
  const screenPath = pathname === '/' ? homePath(user.roles) : pathname;
  for (const area of loadedAreas()) {
    if (!area.area || !canOpenArea(user.roles, area.area)) {
      continue;
    }
    area.reads?.(user);
    for (const screen of Object.values(area.screens)) {
      if (screen.reads && matchPath(joinPath(area.base, screen.path), screenPath)) {
        screen.reads(user);
      }
    }
  }
}

/**
 * The keys of what the user's home screen shows first: the account (the layout's name) and the
 * reads the home screen declares (its own `reads`, not its area's, which serve every screen of the
 * area: the start-up modals). A return visit keeps their last answers (app/keptAnswers.ts).
 */
export function homeScreenReadKeys(user: SessionUser): Set<string> {
  const home = homePath(user.roles);
  return earlyReadKeys(() => {
    preloadCurrentUser();
    for (const area of loadedAreas()) {
      if (!area.area || !canOpenArea(user.roles, area.area)) {
        continue;
      }
      for (const screen of Object.values(area.screens)) {
        if (screen.reads && matchPath(joinPath(area.base, screen.path), home)) {
          screen.reads(user);
        }
      }
    }
  });
}
