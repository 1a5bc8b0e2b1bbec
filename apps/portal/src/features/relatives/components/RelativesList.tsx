import { formatPersonName } from '@oxilio/domain';
import type { PatientRelative } from '@oxilio/domain/contract';
import {
  ConfirmAction,
  EmptyState,
  Link,
  ListCard,
  ListRow,
  Stack,
  Text,
  VisuallyHidden,
} from '@oxilio/ui';
import { Mail, Phone, UserMinus, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { removeRelativeWrite } from '../api/writes';
import { telHref } from '../model/relativeForm';
import { relativesMessages as messages } from './messages';
import * as styles from './relatives.css';

export interface RelativesListProps {
  /** Whose relatives. */
  patientId: string;
  /** The relatives, oldest first (`GET /patients/{id}/relatives`). */
  relatives: readonly PatientRelative[];
  /**
   * 'patient': their own list, each relative with "remove" (asks first), the add form after it;
   * 'careTeam': read only, "who to call". @defaultValue 'patient'
   */
  audience?: 'patient' | 'careTeam';
  /** The card's heading level. @defaultValue 3 */
  headingLevel?: 2 | 3;
  /** Under the list: the add form (the patient's). */
  after?: ReactNode;
}

/**
 * A patient's relatives (docs/decisions/patient-relatives.md): name, relationship, a phone number
 * to call and an address to write to, as links. The patient removes one after a confirmation; the
 * care team reads them only.
 */
export function RelativesList({
  patientId,
  relatives,
  audience = 'patient',
  headingLevel = 3,
  after,
}: RelativesListProps) {
  const intl = useIntl();
  const own = audience === 'patient';
  const remove = useWrite({
    ...removeRelativeWrite(patientId),
    success: ({ relative }) => ({
      message: messages.removed,
      values: { name: formatPersonName(relative) },
    }),
    problems: { 404: messages.alreadyRemoved },
    failure: messages.removeFailed,
  });
  return (
    <ListCard
      title={intl.formatMessage(own ? messages.title : messages.careTeamTitle)}
      headingLevel={headingLevel}
      variant={own ? 'boxed' : 'muted'}
      before={
        <>
          {own ? <WriteNotice notice={remove.notice} /> : null}
          {relatives.length > 0 || !own ? (
            <Text tone="muted">
              {intl.formatMessage(own ? messages.intro : messages.careTeamIntro)}
            </Text>
          ) : null}
        </>
      }
      empty={
        own ? (
          <EmptyState
            icon={UsersRound}
            size="compact"
            headingLevel={headingLevel === 2 ? 3 : 4}
            title={intl.formatMessage(messages.emptyTitle)}
            description={intl.formatMessage(messages.emptyBody)}
          />
        ) : (
          <Text>{intl.formatMessage(messages.careTeamEmpty)}</Text>
        )
      }
      after={after}
    >
      {relatives.map((relative) => {
        const name = formatPersonName(relative);
        const id = `relative-${relative.id}`;
        return (
          <ListRow
            key={relative.id}
            actions={
              own ? (
                <ConfirmAction
                  label={intl.formatMessage(messages.remove)}
                  icon={UserMinus}
                  variant="secondary"
                  aria-describedby={id}
                  pending={remove.writing?.relative.id === relative.id}
                  title={intl.formatMessage(messages.removeTitle, { name })}
                  description={intl.formatMessage(messages.removeBody)}
                  confirmLabel={intl.formatMessage(messages.remove)}
                  cancelLabel={intl.formatMessage(messages.keep)}
                  onConfirm={async () => {
                    await remove.trigger({ relative });
                  }}
                />
              ) : null
            }
          >
            <Text weight="bold" id={id}>
              {name}
            </Text>
            {relative.relationship ? <Text size="small">{relative.relationship}</Text> : null}
            <ContactLinks relative={relative} />
          </ListRow>
        );
      })}
    </ListCard>
  );
}

/** The phone number to call and the address to write to, each a link on its own line. */
function ContactLinks({ relative }: { relative: PatientRelative }) {
  const intl = useIntl();
  if (!relative.phone && !relative.email) {
    return (
      <Text size="small" tone="muted">
        {intl.formatMessage(messages.noContact)}
      </Text>
    );
  }
  return (
    <Stack gap="none">
      {relative.phone ? (
        <Link href={telHref(relative.phone)} standalone className={styles.contact}>
          <Phone aria-hidden="true" focusable="false" size={18} />
          <VisuallyHidden>{intl.formatMessage(messages.phoneLabel)} </VisuallyHidden>
          {relative.phone}
        </Link>
      ) : null}
      {relative.email ? (
        <Link href={`mailto:${relative.email}`} standalone className={styles.contact}>
          <Mail aria-hidden="true" focusable="false" size={18} />
          <VisuallyHidden>{intl.formatMessage(messages.emailLabel)} </VisuallyHidden>
          {relative.email}
        </Link>
      ) : null}
    </Stack>
  );
}
