import { formatDateTime } from '@oxilio/domain';
import type { ApiResult } from '@oxilio/domain/client';
import type { TeamRehabilitator } from '@oxilio/domain/contract';
import { Button, Card, ConfirmDialog, EmptyState, Stack, Text } from '@oxilio/ui';
import { UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { establishmentMessages as messages } from './messages';
import { OutcomeLine, useOutcome } from './useOutcome';
import * as styles from './establishment.css';

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
  const { outcome, busy, run } = useOutcome();
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <Card as="section" title={intl.formatMessage(messages.membersTitle)} headingLevel={2}>
      <Stack gap="md">
        <OutcomeLine outcome={outcome} />
        {members.length === 0 ? (
          <EmptyState
            icon={Users}
            size="compact"
            headingLevel={3}
            title={intl.formatMessage(messages.membersEmptyTitle)}
            description={intl.formatMessage(messages.membersEmptyBody)}
          />
        ) : (
          <ul className={styles.list}>
            {members.map((member) => {
              const name = `${member.firstName} ${member.lastName}`;
              const id = `member-${member.reeducatorId}`;
              return (
                <li key={member.reeducatorId} className={styles.row}>
                  <div className={styles.rowText}>
                    <Text weight="bold" id={id}>
                      {name}
                    </Text>
                    {member.profession ? (
                      <Text size="small">
                        {professionLabel(member.profession, intl.formatMessage)}
                      </Text>
                    ) : null}
                    <Text size="small" tone="muted">
                      {member.email}
                    </Text>
                    <Text size="small" tone="muted">
                      {intl.formatMessage(messages.memberSince, {
                        date: formatDateTime(member.joinedAt, locale).split(' ')[0],
                      })}
                    </Text>
                  </div>
                  <ConfirmDialog
                    open={confirming === member.reeducatorId}
                    onOpenChange={(open) => setConfirming(open ? member.reeducatorId : null)}
                    tone="destructive"
                    trigger={
                      <Button
                        variant="ghost"
                        icon={UserMinus}
                        aria-describedby={id}
                        loading={busy === member.reeducatorId}
                        disabled={busy !== null}
                      >
                        {intl.formatMessage(messages.remove)}
                      </Button>
                    }
                    title={intl.formatMessage(messages.removeTitle, { name })}
                    description={intl.formatMessage(messages.removeBody)}
                    confirmLabel={intl.formatMessage(messages.remove)}
                    cancelLabel={intl.formatMessage(messages.cancel)}
                    onConfirm={async () => {
                      setConfirming(null);
                      await run(
                        member.reeducatorId,
                        () => onRemove(member.reeducatorId),
                        messages.removed,
                        { name },
                      );
                    }}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
