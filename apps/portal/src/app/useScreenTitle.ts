import { createContext, use, useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useMatches } from 'react-router-dom';
import { commonMessages } from './commonMessages';

/** What the router keeps of a screen or tab of a manifest (the `handle` of its route). */
export interface ScreenHandle {
  title: MessageDescriptor;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The title of the screen (or tab) being rendered, set by the router from its manifest. */
export const ScreenTitleContext = createContext<MessageDescriptor | null>(null);

/** The screen's own title, as its manifest declares it: the page's heading. */
export function useScreenTitle(): string {
  const intl = useIntl();
  const title = use(ScreenTitleContext);
  return intl.formatMessage(title ?? commonMessages.brandName);
}

/** Keeps the document title as "<tab> – <screen> · oxilio" for the open screen. */
export function useDocumentTitle(): void {
  const intl = useIntl();
  const text = useMatches()
    .map((match) => match.handle)
    .filter(isScreenHandle)
    .reverse()
    .map((handle) => intl.formatMessage(handle.title))
    .join(' – ');
  useEffect(() => {
    const brand = intl.formatMessage(commonMessages.brandName);
    document.title = text ? `${text} · ${brand}` : brand;
  }, [text, intl]);
}
