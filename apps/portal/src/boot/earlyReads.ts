import { matchPath } from 'react-router-dom';
import type { SessionUser } from '../auth/roles';
import { canOpenArea, signedInAreas } from '../app/areas';
import { joinPath } from '../app/screens';
import { preloadCurrentUser } from '../features/users/early';

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
  for (const area of signedInAreas) {
    if (!area.area || !canOpenArea(user.roles, area.area)) {
      continue;
    }
    area.reads?.(user);
    for (const screen of Object.values(area.screens)) {
      if (screen.reads && matchPath(joinPath(area.base, screen.path), pathname)) {
        screen.reads(user);
      }
    }
  }
}
