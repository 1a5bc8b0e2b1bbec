import type { Role } from '@oxilio/domain';
import type { LucideIcon } from 'lucide-react';
import type { MessageDescriptor } from 'react-intl';
import { signedInAreas } from './areas';
import { joinPath } from './screens';

export interface MenuEntry {
  id: string;
  href: string;
  label: MessageDescriptor;
  icon: LucideIcon;
}

/**
 * A role's menu, from the manifests: the screens with a menu entry, in the areas the role opens,
 * in manifest order. Any unknown role gets the patient's menu.
 */
export function menuFor(role: Role | string): readonly MenuEntry[] {
  const known = signedInAreas.some((area) => area.roles.includes(role as Role));
  const current = (known ? role : 'patient') as Role;
  return signedInAreas
    .filter((area) => area.roles.includes(current))
    .flatMap((area) =>
      Object.entries(area.screens).flatMap(([id, screen]) =>
        screen.menu && (screen.menu.roles ?? area.roles).includes(current)
          ? [
              {
                id,
                href: joinPath(area.base, screen.path),
                label: screen.menu.label,
                icon: screen.menu.icon,
              },
            ]
          : [],
      ),
    );
}

/** Where a role lands after signing in: the first entry of its menu. */
export function homePath(role: Role): string {
  return menuFor(role)[0]?.href ?? '/';
}

/**
 * The rehabilitator's screens the combined role opens without a menu entry of their own (a
 * patient's follow-up file, its report, the programs prescribed from it, its rehabilitator
 * account): they belong to its Patients entry (docs/decisions/portal-combined-role.md).
 */
const rehabilitatorBase = '/reeducateur/';

/** The menu entry a path belongs to (longest matching prefix). */
export function activeMenuEntry(
  menu: readonly MenuEntry[],
  pathname: string,
): MenuEntry | undefined {
  const direct = [...menu]
    .sort((a, b) => b.href.length - a.href.length)
    .find((entry) => pathname === entry.href || pathname.startsWith(`${entry.href}/`));
  if (direct || !pathname.startsWith(rehabilitatorBase)) {
    return direct;
  }
  return menu.find((entry) => entry.id === 'patients');
}
