import { isLocale, localeNames, supportedLocales, type Locale } from '@oxilio/locales';
import { Select } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  label: { id: 'portal.invitation.language', defaultMessage: 'Langue de la personne invitée' },
  hint: {
    id: 'portal.invitation.languageHint',
    defaultMessage: 'L’e-mail d’invitation et la page d’inscription seront dans cette langue.',
  },
});

/** Each language written in itself, as the person who reads it finds it. */
const options = supportedLocales.map((locale) => ({ value: locale, label: localeNames[locale] }));

/**
 * The invitee's language in an invitation form: their e-mail (subject included) and the signup
 * page of its link speak it (docs/decisions/invitation-language.md). The form starts it at the
 * inviter's own language.
 */
export function InviteeLanguageSelect({
  value,
  onChange,
}: {
  value: Locale;
  onChange: (locale: Locale) => void;
}) {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage(messages.label)}
      hint={intl.formatMessage(messages.hint)}
      options={options}
      value={value}
      onValueChange={(next) => {
        if (isLocale(next)) {
          onChange(next);
        }
      }}
    />
  );
}
