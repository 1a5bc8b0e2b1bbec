/**
 * Screens are declared once, in one manifest per area (routes/<area>/manifest.ts): path, lazily
 * loaded page, title, menu entry, tabs. The router (app/routes.tsx), the menus (app/menus.ts), the
 * page titles and the path helpers are derived from the manifests, so adding a screen is one
 * manifest entry plus its folder.
 */
import type { Role } from '@oxilio/domain';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { SessionUser } from '../auth/roles';

/** A lazily loaded page: a module whose default export is the screen. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** A child route of a screen, shown as a tab unless `tab: false`. */
export interface ScreenTab {
  /** Relative to the screen, may hold `:name` parameters. */
  readonly path: string;
  /** Where the tab's link points when `path` has parameters (e.g. `oxilio` for `:product`). */
  readonly link?: string;
  readonly title: MessageDescriptor;
  readonly page: PageLoader;
  /** A child route without a tab (e.g. one patient's page under the patients list). */
  readonly tab?: false;
}

export interface ScreenMenuEntry {
  readonly label: MessageDescriptor;
  readonly icon: LucideIcon;
  /** The roles whose menu shows the entry; default: every role of the area. */
  readonly roles?: readonly Role[];
}

export interface Screen {
  /** Relative to the area's base, may hold `:name` parameters; '' for the area's index. */
  readonly path: string;
  /** The page's heading and the document title. */
  readonly title: MessageDescriptor;
  /** Required unless the screen has tabs (a row of tab links then shows them). */
  readonly page?: PageLoader;
  /** Child routes; the first tab opens by default. Without a page, a row of tab links shows them. */
  readonly tabs?: readonly ScreenTab[];
  readonly menu?: ScreenMenuEntry;
  /**
   * A screen without a menu entry: the id of the screen of the same area whose entry the menu
   * highlights while it is open (e.g. a new program belongs to Programs). Without it, the entry
   * whose path is the longest prefix of the screen's.
   */
  readonly partOf?: string;
  /** Public screens: only for signed-out users (signed-in users go to their home). */
  readonly signedOutOnly?: boolean;
  /** Public screens: only when the debug routes are on. */
  readonly debugOnly?: boolean;
  /**
   * The reads the screen makes first, started as the portal's code starts rather than once the
   * screen's code has arrived (boot/earlyReads.ts, when a visit opens the screen's path): each a
   * feature's `preload…` (features/<name>/early), with the ids of the signed-in user.
   */
  readonly reads?: EarlyReads;
}

/** Starts a screen's (or an area's) first reads for the signed-in user (boot/earlyReadStore.ts). */
export type EarlyReads = (user: SessionUser) => void;

/** Which signed-in areas of the portal there are. */
export type Area = 'patient' | 'rehabilitator' | 'manager';

export interface AreaManifest<S extends Record<string, Screen> = Record<string, Screen>> {
  /** null: the public screens. */
  readonly area: Area | null;
  /** Where the area's paths start: '' (root) or e.g. '/reeducateur'. */
  readonly base: string;
  /** The roles that may open the area (none for the public screens). */
  readonly roles: readonly Role[];
  /**
   * The name of the area's part of the menu for a user who opens several areas (the switch
   * between them, app/AppLayout.tsx): the role the user acts in there.
   */
  readonly menuLabel?: MessageDescriptor;
  /**
   * The user's own account in the area (relative to `base`, a tab's path included): the signed-in
   * header's name links to it, so that every role reaches its account and language the same way.
   */
  readonly account?: string;
  readonly screens: S;
  /** The reads every screen of the area makes first (e.g. the patient's start-up modals). */
  readonly reads?: EarlyReads;
}

/** One `:name` (or optional `:name?`) parameter as an object type. */
type Param<Name extends string> = Name extends `${infer Optional}?`
  ? { readonly [K in Optional]?: string }
  : { readonly [K in Name]: string };

/** `:name` parameters of a path, as an object type. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Param<Name> & PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Param<Name>
    : Record<never, never>;

/** A screen's absolute path: a string, or a function of its parameters. */
export type PathTo<P extends string> = P extends `${string}:${string}`
  ? (params: PathParams<P>) => string
  : string;

export type AreaPaths<M extends AreaManifest> = {
  readonly [K in keyof M['screens']]: PathTo<M['screens'][K]['path']>;
};

/** Joins a base and a relative path into an absolute one. */
export function joinPath(base: string, path: string): string {
  const joined = `${base}/${path}`.replace(/\/+/g, '/').replace(/\/$/, '');
  return joined === '' ? '/' : joined;
}

/** Fills `:name` parameters (URI-encoded); an optional `/:name?` segment left empty is dropped. */
export function fillParams(
  path: string,
  params: Readonly<Record<string, string | undefined>>,
): string {
  return path.replace(/\/:(\w+)(\?)?/g, (_match, name: string, optional?: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) {
        return '';
      }
      throw new TypeError(`Missing route parameter "${name}" for ${path}`);
    }
    return `/${encodeURIComponent(value)}`;
  });
}

/** Declares an area, checked, with its literal paths kept for the path helpers. */
export function defineArea<const S extends Record<string, Screen>>(
  manifest: AreaManifest<S>,
): AreaManifest<S> {
  return manifest;
}

/** The absolute path of every screen of an area: `pathsOf(patientArea).dashboard`. */
export function pathsOf<M extends AreaManifest>(manifest: M): AreaPaths<M> {
  const entries = Object.entries(manifest.screens).map(([key, screen]) => {
    const absolute = joinPath(manifest.base, screen.path);
    return [
      key,
      absolute.includes(':')
        ? (params: Record<string, string>) => fillParams(absolute, params)
        : absolute,
    ];
  });
  return Object.fromEntries(entries) as AreaPaths<M>;
}
