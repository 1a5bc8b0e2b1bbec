import { Heading, Skeleton, Stack } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import {
  Applications,
  establishmentMessages as messages,
  InvitationsSent,
  InviteForm,
  TeamMembers,
  useTeam,
  useTeamChanges,
} from '../../../features/establishment';

/**
 * /responsable/etablissement/equipe: the requests to join first (they wait for an answer), then
 * inviting a rehabilitator, the team, and the invitations sent.
 */
export default function TeamPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user } = useSession();
  const establishmentId = user?.establishmentId ?? '';
  const team = useTeam(establishmentId || null);
  const changes = useTeamChanges(establishmentId);
  return (
    <Stack gap="lg">
      <Heading level={2}>{title}</Heading>
      <DataState query={team} loading={<Skeleton shape="text" lines={6} />}>
        {(data) => (
          <Stack gap="lg">
            <Applications
              applications={data.invitations.filter(
                (invitation) => invitation.origin === 'reeducator',
              )}
              onAnswer={changes.answer}
            />
            <InviteForm
              title={intl.formatMessage(messages.inviteTitle)}
              intro={intl.formatMessage(messages.inviteIntro)}
              onInvite={({ email, firstName, lastName, locale }) =>
                changes.invite({
                  email,
                  locale,
                  ...(firstName.trim() ? { firstName: firstName.trim() } : {}),
                  ...(lastName.trim() ? { lastName: lastName.trim() } : {}),
                })
              }
            />
            <TeamMembers members={data.reeducators} onRemove={changes.remove} />
            <InvitationsSent
              invitations={data.invitations.filter(
                (invitation) => invitation.origin === 'establishment',
              )}
              onWithdraw={changes.cancel}
            />
          </Stack>
        )}
      </DataState>
    </Stack>
  );
}
