import { portalLinks } from '@oxilio/domain';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
// Every area's routes: the manifests all loaded.
import '../app/allAreas';
import { buildRoutes } from '../app/routes';
import { rehabilitatorPaths } from './rehabilitator/manifest';

describe('the portal links in emails', () => {
  it('open a screen of the portal, not the not-found page', () => {
    for (const link of Object.values(portalLinks)) {
      const matches = matchRoutes(buildRoutes({ debug: false }), link) ?? [];
      const last = matches.at(-1);
      expect(last?.route.path, link).not.toBe('*');
      expect(last?.pathnameBase, link).toBe(link);
    }
  });

  it('send the invited rehabilitator to the profile, where invitations are answered', () => {
    expect(portalLinks.rehabilitatorProfile).toBe(rehabilitatorPaths.profile);
  });
});
