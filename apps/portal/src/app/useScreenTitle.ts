import { createContext, use } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { commonMessages } from './commonMessages';

// No router here: the sign-in page renders before the router is loaded (boot/Boot.tsx).

/** What the router keeps of a screen or tab of a manifest (the `handle` of its route). */
export interface ScreenHandle {
  title: MessageDescriptor;
}

/** The title of the screen (or tab) being rendered, set by the router from its manifest. */
export const ScreenTitleContext = createContext<MessageDescriptor | null>(null);

/** The screen's own title, as its manifest declares it: the page's heading. */
export function useScreenTitle(): string {
  const intl = useIntl();
  const title = use(ScreenTitleContext);
  return intl.formatMessage(title ?? commonMessages.brandName);
}

/** The document's title for the open screen's titles, innermost first: "<tab> – <screen> · oxilio". */
export function documentTitle(intl: IntlShape, titles: readonly MessageDescriptor[]): string {
  const brand = intl.formatMessage(commonMessages.brandName);
  const text = titles.map((title) => intl.formatMessage(title)).join(' – ');
  return text ? `${text} · ${brand}` : brand;
}
