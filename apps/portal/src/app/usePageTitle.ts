import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from './commonMessages';

/** Sets the document title to "<page> · oxilio" while the page is shown. */
export function usePageTitle(title: string | null) {
  const intl = useIntl();
  useEffect(() => {
    if (title) {
      document.title = `${title} · ${intl.formatMessage(commonMessages.brandName)}`;
    }
  }, [title, intl]);
}
