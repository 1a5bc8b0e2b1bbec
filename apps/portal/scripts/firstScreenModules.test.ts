import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenFiles, firstScreensReaching, iconFilesOf } from './firstScreenModules';

const root = join(import.meta.dirname, '..', '..', '..');
const at = (file: string) => join(root, file);

describe('firstScreenFiles', () => {
  const files = firstScreenFiles(root);

  it('holds the app, the first screens and the components they draw', () => {
    expect(files.has(at('apps/portal/src/app/AppLayout.tsx'))).toBe(true);
    expect(files.has(at('apps/portal/src/routes/manager/Home/ManagerHomePage.tsx'))).toBe(true);
    expect(files.has(at('packages/ui/src/components/Button/Button.tsx'))).toBe(true);
  });

  it('leaves out the other pages, and what only they draw', () => {
    expect(files.has(at('apps/portal/src/routes/patient/Evolution/EvolutionPage.tsx'))).toBe(false);
    expect(
      files.has(at('packages/ui/src/components/ExerciseIllustration/ExerciseIllustration.tsx')),
    ).toBe(false);
  });

  it('fails on a first screen the manifests do not have', () => {
    expect(() => firstScreenFiles(root, ['patient.nowhere'])).toThrow(/patient\.nowhere/);
  });
});

describe('firstScreensReaching', () => {
  const reaching = firstScreensReaching(root);

  it('says which first screens reach each file', () => {
    expect(reaching.get(at('apps/portal/src/app/AppLayout.tsx'))).toEqual([
      'patient.dashboard',
      'rehabilitator.patients',
      'manager.home',
    ]);
    expect(reaching.get(at('apps/portal/src/routes/manager/Home/ManagerHomePage.tsx'))).toEqual([
      'manager.home',
    ]);
    expect(reaching.has(at('apps/portal/src/routes/patient/Evolution/EvolutionPage.tsx'))).toBe(
      false,
    );
  });

  it('holds the icons the first screens import', () => {
    const icon = (name: string) => at(`node_modules/lucide-react/dist/esm/icons/${name}.mjs`);
    // A menu's, with its area's manifest: the staff's patients entry, not the patient's menu;
    // the search field of the rehabilitator's list alone.
    expect(reaching.get(icon('users'))).toEqual(['rehabilitator.patients', 'manager.home']);
    expect(reaching.get(icon('calendar-check'))).toEqual(['patient.dashboard']);
    expect(reaching.get(icon('search'))).toEqual(['rehabilitator.patients']);
  });
});

describe('iconFilesOf', () => {
  it('names the modules of the icons a file imports, and leaves out what is not one', () => {
    const source = [
      "import { ClipboardList, Grid2X2 as Grid, type LucideIcon, NotAnIcon } from 'lucide-react';",
      "import { Building2, Home } from 'lucide-react';",
    ].join('\n');
    // An alias (Building2, Home) is the module of the icon it names.
    expect(iconFilesOf(root, source).map((file) => file.split('/').at(-1))).toEqual([
      'clipboard-list.mjs',
      'grid-2x2.mjs',
      'building-complex.mjs',
      'house.mjs',
    ]);
  });
});
