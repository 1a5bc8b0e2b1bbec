import type { Locale } from '@oxilio/locales';
import { Button, EmptyState, Link, PageHeader, Stack } from '@oxilio/ui';
import { BookX, Printer } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { GuideArticle, guideSummaries, guideTitles, isGuideId } from '../../../features/guides';
import { defineMessages } from '../../../i18n/defineMessages';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { patientPaths } from '../manifest';

const messages = defineMessages({
  print: { id: 'patient.guides.print', defaultMessage: 'Imprimer ce guide' },
  back: { id: 'patient.guides.back', defaultMessage: 'Retour à mon compte' },
  unknownTitle: { id: 'patient.guides.unknownTitle', defaultMessage: 'Ce guide n’existe pas.' },
  unknownBody: {
    id: 'patient.guides.unknownBody',
    defaultMessage: 'Retrouvez la liste des guides dans votre compte.',
  },
});

/** /guides/:guide: one user guide in the reader's language, with a button to print it. */
export function GuidePage() {
  const intl = useIntl();
  const screenTitle = useScreenTitle();
  const { guide } = useParams();
  const accountHref = `${patientPaths.profile}/account`;
  const back = (
    <Link as={RouterLink} to={accountHref} data-print="hidden">
      {intl.formatMessage(messages.back)}
    </Link>
  );
  if (!isGuideId(guide)) {
    return (
      <Stack gap="xl">
        <PageHeader title={screenTitle} back={back} />
        <EmptyState
          icon={BookX}
          headingLevel={2}
          title={intl.formatMessage(messages.unknownTitle)}
          description={intl.formatMessage(messages.unknownBody)}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <PageHeader
        title={intl.formatMessage(guideTitles[guide])}
        description={intl.formatMessage(guideSummaries[guide])}
        back={back}
        actions={
          <Button
            variant="secondary"
            icon={Printer}
            data-print="hidden"
            onClick={() => window.print()}
          >
            {intl.formatMessage(messages.print)}
          </Button>
        }
      />
      <GuideArticle guide={guide} locale={intl.locale as Locale} />
    </Stack>
  );
}

export default GuidePage;
