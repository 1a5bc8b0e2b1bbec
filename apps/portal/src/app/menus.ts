import type { Role } from '@oxilio/domain';
import type { LucideIcon } from 'lucide-react';
import type { MessageDescriptor } from 'react-intl';
import { matchPath } from 'react-router-dom';
import { heldRoles } from '../auth/heldRoles';
import { areaHead, areasOpenedBy, loadedAreas } from './areas';
import { joinPath, type Area, type AreaManifest } from './screens';

export interface MenuEntry {
  /** The screen's id in its area's manifest (two areas may have the same one: `patients`). */
  id: string;
  area: Area;
  href: string;
  label: MessageDescriptor;
  icon: LucideIcon;
}

/** The part of a user's menu that one area gives: for a user of several areas, one "hat". */
export interface MenuGroup {
  area: Area;
  /** The role the user acts in there (the switch between the parts names them so). */
  label: MessageDescriptor;
  /** Where the part starts: its first entry. */
  href: string;
  /** The user's own account in this part (the header's name links to it). */
  account: string | null;
  entries: readonly MenuEntry[];
}

/**
 * Which part comes first, and so where a user of several areas lands: the establishment's view
 * before the rehabilitator's patients (docs/decisions/portal-combined-role.md).
 */
const groupOrder: readonly Area[] = ['manager', 'rehabilitator', 'patient'];

type Roles = Role | string | readonly string[];

const held = (roles: Roles) => heldRoles(typeof roles === 'string' ? [roles] : roles);

function groupOf(area: AreaManifest, roles: readonly Role[]): MenuGroup | null {
  if (!area.area || !area.roles.some((role) => roles.includes(role))) {
    return null;
  }
  const areaName = area.area;
  const entries = Object.entries(area.screens).flatMap(([id, screen]) =>
    screen.menu && (screen.menu.roles ?? area.roles).some((role) => roles.includes(role))
      ? [
          {
            id,
            area: areaName,
            href: joinPath(area.base, screen.path),
            label: screen.menu.label,
            icon: screen.menu.icon,
          },
        ]
      : [],
  );
  const first = entries[0];
  if (!first || !area.menuLabel) {
    return null;
  }
  return {
    area: areaName,
    label: area.menuLabel,
    href: first.href,
    account: area.account === undefined ? null : joinPath(area.base, area.account),
    entries,
  };
}

/**
 * A user's menu, from the manifests and the set of roles the user holds (`heldRoles`): one part
 * per area the roles open, each with the screens whose menu entry one of the roles has, in
 * manifest order. Any unknown role gets the patient's menu.
 */
export function menuGroupsFor(roles: Roles): readonly MenuGroup[] {
  const holding = held(roles);
  return groupOrder.flatMap((name) => {
    const area = loadedAreas().find((manifest) => manifest.area === name);
    const group = area ? groupOf(area, holding) : null;
    return group ? [group] : [];
  });
}

/** Every entry of a user's menu, part after part. */
export function menuFor(roles: Roles): readonly MenuEntry[] {
  return menuGroupsFor(roles).flatMap((group) => group.entries);
}

/**
 * Where a user lands after signing in: the first entry of their menu, which is the home of the
 * first area of the menu's order that the roles open (app/areaHeads.ts; areas.test.ts checks it
 * against the menus). Known before any area's manifest has loaded.
 */
export function homePath(roles: Roles): string {
  const opened = areasOpenedBy(roles);
  const first = groupOrder.find((area) => opened.includes(area));
  return first ? areaHead(first).home : '/';
}

const areaBase = (area: Area) => areaHead(area).base;

function inArea(area: Area, pathname: string): boolean {
  const base = areaBase(area);
  return base === '' || pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The part of the menu a path belongs to: the one of its area (an area at the root, the patient's,
 * comes last), else the first.
 */
export function currentGroup(
  groups: readonly MenuGroup[],
  pathname: string,
): MenuGroup | undefined {
  const byBase = [...groups].sort((a, b) => areaBase(b.area).length - areaBase(a.area).length);
  return byBase.find((group) => inArea(group.area, pathname)) ?? groups[0];
}

/**
 * The menu entry a path belongs to: the screen's `partOf` entry when it declares one (a new
 * program belongs to Programs), else the entry whose path is the longest prefix of it.
 */
export function activeMenuEntry(
  menu: readonly MenuEntry[],
  pathname: string,
): MenuEntry | undefined {
  for (const area of loadedAreas()) {
    for (const screen of Object.values(area.screens)) {
      if (
        screen.partOf &&
        matchPath({ path: joinPath(area.base, screen.path), end: false }, pathname)
      ) {
        const owner = menu.find((entry) => entry.area === area.area && entry.id === screen.partOf);
        if (owner) {
          return owner;
        }
      }
    }
  }
  return [...menu]
    .sort((a, b) => b.href.length - a.href.length)
    .find((entry) => pathname === entry.href || pathname.startsWith(`${entry.href}/`));
}
