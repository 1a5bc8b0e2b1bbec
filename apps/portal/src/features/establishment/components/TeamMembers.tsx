import { formatDayOfInstant, formatPersonName } from '@oxilio/domain';
import type { ApiResult } from '@oxilio/domain/client';
import type { TeamRehabilitator } from '@oxilio/domain/contract';
import { ConfirmAction, EmptyState, ListCard, ListRow, Text } from '@oxilio/ui';
import { UserMinus, Users } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { establishmentMessages as messages } from './messages';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { useTimeZone } from '../../stats';

/** The professions the API stores as codes; any other text is shown as typed. */
const professionLabels: Record<string, MessageDescriptor> = {
  physiotherapist: messages.physiotherapist,
  occupational_therapist: messages.occupationalTherapist,
};

/**
 * A profession's label: its translation for a code, else the text as the rehabilitator typed it
 * (an own key only: a typed "constructor" or "toString" is a text, not a code).
 */
export function professionLabel(
  profession: string,
  format: (descriptor: MessageDescriptor) => string,
): string {
  return Object.hasOwn(professionLabels, profession)
    ? format(professionLabels[profession]!)
    : profession;
}

export interface TeamMembersProps {
  members: readonly TeamRehabilitator[];
  onRemove: (rehabilitatorId: string) => Promise<ApiResult<unknown>>;
}

/** The establishment's rehabilitators; removing one asks for confirmation first. */
export function TeamMembers({ members, onRemove }: TeamMembersProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const remove = useWrite({
    call: (member: TeamRehabilitator) => onRemove(member.reeducatorId),
    success: (member) => ({
      message: messages.removed,
      values: { name: formatPersonName(member) },
    }),
    failure: messages.failed,
  });
  return (
    <ListCard
      title={intl.formatMessage(messages.membersTitle)}
      before={<WriteNotice notice={remove.notice} />}
      empty={
        <EmptyState
          icon={Users}
          size="compact"
          headingLevel={3}
          title={intl.formatMessage(messages.membersEmptyTitle)}
          description={intl.formatMessage(messages.membersEmptyBody)}
        />
      }
    >
      {members.map((member) => {
        const name = formatPersonName(member);
        const id = `member-${member.reeducatorId}`;
        return (
          <ListRow
            key={member.reeducatorId}
            actions={
              <ConfirmAction
                label={intl.formatMessage(messages.remove)}
                icon={UserMinus}
                aria-describedby={id}
                pending={remove.writing?.reeducatorId === member.reeducatorId}
                disabled={remove.isMutating}
                title={intl.formatMessage(messages.removeTitle, { name })}
                description={intl.formatMessage(messages.removeBody)}
                cancelLabel={intl.formatMessage(messages.cancel)}
                onConfirm={async () => {
                  await remove.trigger(member);
                }}
              />
            }
          >
            <Text weight="bold" id={id}>
              {name}
            </Text>
            {member.profession ? (
              <Text size="small">{professionLabel(member.profession, intl.formatMessage)}</Text>
            ) : null}
            <Text size="small" tone="muted">
              {member.email}
            </Text>
            <Text size="small" tone="muted">
              {intl.formatMessage(messages.memberSince, {
                date: formatDayOfInstant(member.joinedAt, locale, timeZone),
              })}
            </Text>
          </ListRow>
        );
      })}
    </ListCard>
  );
}
