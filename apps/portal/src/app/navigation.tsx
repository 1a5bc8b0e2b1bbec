import { createContext, type ComponentPropsWithRef, type ComponentType } from 'react';

/** What a link to a screen of the portal takes: an anchor's props and the path it opens. */
export type ScreenLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string };

/** Without a provider: a plain link, the whole document loads the path. */
function DocumentLink({ to, children, ...rest }: ScreenLinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

/**
 * The link component of the screens that also render before the router is loaded (the sign-in
 * page, boot/Boot.tsx): the router's link under the router (app/routes.tsx), the start-up's link
 * that loads the router and then opens the path before it.
 */
export const ScreenLinkContext = createContext<ComponentType<ScreenLinkProps>>(DocumentLink);
