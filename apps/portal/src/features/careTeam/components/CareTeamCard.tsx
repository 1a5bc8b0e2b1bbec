import { formatDate, formatPersonName } from '@oxilio/domain';
import type { CareTeamMember } from '@oxilio/domain/contract';
import { Badge, ConfirmAction, EmptyState, Inline, ListCard, ListRow, Text } from '@oxilio/ui';
import { Star, UserMinus, Users } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { professionLabel } from '../../establishment';
import { endFollowUpWrite } from '../api/endFollowUp';
import { careTeamMessages as messages } from './messages';

export interface CareTeamCardProps {
  /** The signed-in patient. */
  patientId: string;
  /** Who follows them, the main one first (`GET /patients/{id}/careTeam`). */
  members: readonly CareTeamMember[];
  /** The card's heading level (under the page's heading). @defaultValue 3 */
  headingLevel?: 2 | 3;
}

/**
 * The rehabilitators following the patient: name, profession, since when, the main one, their
 * establishments; "stop sharing my data" asks first and says what stops, what stays and who
 * becomes the main rehabilitator (docs/decisions/patient-care-team.md).
 */
export function CareTeamCard({ patientId, members, headingLevel = 3 }: CareTeamCardProps) {
  const intl = useIntl();
  const stop = useWrite({
    ...endFollowUpWrite(patientId),
    success: ({ member }) => ({
      message: messages.stopped,
      values: { name: formatPersonName(member) },
    }),
    problems: { 404: messages.alreadyStopped, 409: messages.alreadyStopped },
    failure: messages.stopFailed,
  });
  const next = members.find((member) => !member.main);
  return (
    <ListCard
      title={intl.formatMessage(messages.title)}
      headingLevel={headingLevel}
      before={
        <>
          <WriteNotice notice={stop.notice} />
          {members.length > 0 ? (
            <Text tone="muted">{intl.formatMessage(messages.intro)}</Text>
          ) : null}
        </>
      }
      empty={
        <EmptyState
          icon={Users}
          size="compact"
          headingLevel={headingLevel === 2 ? 3 : 4}
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyBody)}
        />
      }
    >
      {members.map((member) => {
        const name = formatPersonName(member);
        const id = `care-team-${member.followUpId}`;
        const busy = stop.writing?.member.followUpId === member.followUpId;
        const mainChange = member.main
          ? next
            ? intl.formatMessage(messages.stopSharingMainNext, {
                name,
                next: formatPersonName(next),
              })
            : intl.formatMessage(messages.stopSharingMainNone)
          : null;
        return (
          <ListRow
            key={member.followUpId}
            actions={
              <ConfirmAction
                label={intl.formatMessage(messages.stopSharing)}
                icon={UserMinus}
                variant="secondary"
                aria-describedby={id}
                // No `disabled` on the other rows meanwhile: the row leaves while the write still
                // runs (it reads the team again), and the focus must find the next row's button.
                pending={busy}
                title={intl.formatMessage(messages.stopSharingTitle, { name })}
                description={[intl.formatMessage(messages.stopSharingBody, { name }), mainChange]
                  .filter(Boolean)
                  .join(' ')}
                confirmLabel={intl.formatMessage(messages.stopSharingConfirm)}
                cancelLabel={intl.formatMessage(messages.keepSharing)}
                onConfirm={async () => {
                  await stop.trigger({ patientId, member });
                }}
              />
            }
          >
            <Inline gap="sm" alignY="center" wrap>
              <Text weight="bold" id={id}>
                {name}
              </Text>
              {member.main ? (
                <Badge tone="primary" icon={Star}>
                  {intl.formatMessage(messages.main)}
                </Badge>
              ) : null}
            </Inline>
            {member.profession ? (
              <Text size="small">{professionLabel(member.profession, intl.formatMessage)}</Text>
            ) : null}
            <Text size="small" tone="muted">
              {intl.formatMessage(messages.since, { date: formatDate(member.since) })}
            </Text>
            {member.establishments.length > 0 ? (
              <Text size="small" tone="muted">
                {intl.formatMessage(messages.establishments, {
                  count: member.establishments.length,
                  names: member.establishments.map((place) => place.name).join(', '),
                })}
              </Text>
            ) : null}
          </ListRow>
        );
      })}
    </ListCard>
  );
}
