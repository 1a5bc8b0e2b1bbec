import { dayOfInstant, formatDate } from '@oxilio/domain';
import { EmptyState } from '@oxilio/ui';
import { Accessibility, Sunrise } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { myDayMessages as messages } from '../messages';
import { useTimeZone } from '../../stats';

/** A patient without a device: welcome, and what the establishment can now do. */
export function NoDeviceWelcome() {
  const intl = useIntl();
  return (
    <EmptyState
      icon={Accessibility}
      headingLevel={2}
      title={intl.formatMessage(messages.noDeviceTitle)}
      description={intl.formatMessage(messages.noDeviceBody)}
    />
  );
}

export interface FirstDayProps {
  /** When the device was associated (ISO instant). */
  assignedAt: string;
}

/** A device and no measurement yet: the first results come the day after the first day of use. */
export function FirstDay({ assignedAt }: FirstDayProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  return (
    <EmptyState
      icon={Sunrise}
      headingLevel={2}
      title={intl.formatMessage(messages.firstDayTitle)}
      description={intl.formatMessage(messages.firstDayBody, {
        date: formatDate(dayOfInstant(assignedAt, timeZone), locale),
      })}
    />
  );
}
