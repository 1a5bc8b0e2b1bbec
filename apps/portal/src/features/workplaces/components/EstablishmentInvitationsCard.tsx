import { formatDayOfInstant } from '@oxilio/domain';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  ListRow,
  ListRows,
  Stack,
  Text,
  useToast,
} from '@oxilio/ui';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { successToast, useWrite } from '../../../app/useWrite';
import { defineMessages } from '../../../i18n/defineMessages';
import {
  answerEstablishmentInvitationWrite,
  type EstablishmentAnswer,
} from '../api/answerEstablishmentInvitation';
import { useRehabilitatorInvites } from '../api/getEstablishmentInvitations';
import * as styles from './workplaces.css';

const messages = defineMessages({
  title: {
    id: 'rehabilitator.profile.invitations.title',
    defaultMessage: 'Invitations d’établissements',
  },
  none: {
    id: 'rehabilitator.profile.invitations.none',
    defaultMessage: 'Aucune invitation en attente.',
  },
  invites: {
    id: 'rehabilitator.profile.invitations.invites',
    defaultMessage: '{name} vous invite à rejoindre son équipe.',
  },
  sent: { id: 'rehabilitator.profile.invitations.sent', defaultMessage: 'Reçue le {date}' },
  accept: { id: 'rehabilitator.profile.invitations.accept', defaultMessage: 'Accepter' },
  acceptNamed: {
    id: 'rehabilitator.profile.invitations.acceptNamed',
    defaultMessage: 'Accepter l’invitation de {name}',
  },
  refuse: { id: 'rehabilitator.profile.invitations.refuse', defaultMessage: 'Refuser' },
  refuseNamed: {
    id: 'rehabilitator.profile.invitations.refuseNamed',
    defaultMessage: 'Refuser l’invitation de {name}',
  },
  refuseTitle: {
    id: 'rehabilitator.profile.invitations.refuseTitle',
    defaultMessage: 'Refuser l’invitation de {name} ?',
  },
  refuseBody: {
    id: 'rehabilitator.profile.invitations.refuseBody',
    defaultMessage:
      'Vous ne rejoindrez pas l’équipe de {name} et ne suivrez pas ses patients. L’établissement pourra vous inviter de nouveau.',
  },
  cancel: { id: 'rehabilitator.profile.invitations.cancel', defaultMessage: 'Annuler' },
  accepted: {
    id: 'rehabilitator.profile.invitations.accepted',
    defaultMessage: 'Vous faites maintenant partie de l’équipe de {name}.',
  },
  refused: {
    id: 'rehabilitator.profile.invitations.refused',
    defaultMessage: 'Invitation de {name} refusée.',
  },
  failed: {
    id: 'rehabilitator.profile.invitations.failed',
    defaultMessage: 'Votre réponse n’a pas été enregistrée.',
  },
});

/** An answer, with the establishment's name to announce it. */
interface Reply extends EstablishmentAnswer {
  name: string;
}

/** The establishments inviting the rehabilitator to join their team, to accept or refuse. */
export function EstablishmentInvitationsCard({ rehabilitatorId }: { rehabilitatorId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const invites = useRehabilitatorInvites(rehabilitatorId);
  /** The establishment whose invitation the rehabilitator is about to refuse (asked first). */
  const [refusing, setRefusing] = useState<string | null>(null);
  const reply = useWrite<Reply>({
    ...answerEstablishmentInvitationWrite(rehabilitatorId),
    success: ({ name, accepted }) => ({
      message: accepted ? messages.accepted : messages.refused,
      values: { name },
    }),
    onNotice: successToast(toast),
  });
  const replying = (establishmentId: string, accepted: boolean) =>
    reply.writing?.establishmentId === establishmentId && reply.writing.accepted === accepted;

  return (
    <Card as="section" title={intl.formatMessage(messages.title)} headingLevel={2}>
      <Stack gap="md">
        {reply.error ? (
          <Alert tone="danger" title={intl.formatMessage(messages.failed)}>
            {reply.error}
          </Alert>
        ) : null}
        <DataState
          query={invites}
          isEmpty={(data) => data.establishments.length === 0}
          empty={<Text tone="muted">{intl.formatMessage(messages.none)}</Text>}
        >
          {(data) => (
            <ListRows variant="muted">
              {data.establishments.map((invitation) => {
                const name = invitation.establishmentName;
                return (
                  <ListRow key={invitation.id}>
                    <Stack gap="sm">
                      <Text weight="bold">{intl.formatMessage(messages.invites, { name })}</Text>
                      <Text size="small" tone="muted">
                        {intl.formatMessage(messages.sent, {
                          date: formatDayOfInstant(
                            invitation.createdAt,
                            undefined,
                            invitation.timeZone,
                          ),
                        })}
                      </Text>
                      <div className={styles.actions}>
                        <Button
                          icon={Check}
                          loading={replying(invitation.establishmentId, true)}
                          disabled={reply.isMutating}
                          aria-label={intl.formatMessage(messages.acceptNamed, { name })}
                          onClick={() =>
                            void reply.trigger({
                              establishmentId: invitation.establishmentId,
                              name,
                              accepted: true,
                            })
                          }
                        >
                          {intl.formatMessage(messages.accept)}
                        </Button>
                        <ConfirmDialog
                          open={refusing === invitation.establishmentId}
                          onOpenChange={(open) =>
                            setRefusing(open ? invitation.establishmentId : null)
                          }
                          trigger={
                            <Button
                              variant="secondary"
                              icon={X}
                              loading={replying(invitation.establishmentId, false)}
                              disabled={reply.isMutating}
                              aria-label={intl.formatMessage(messages.refuseNamed, { name })}
                            >
                              {intl.formatMessage(messages.refuse)}
                            </Button>
                          }
                          tone="destructive"
                          title={intl.formatMessage(messages.refuseTitle, { name })}
                          description={intl.formatMessage(messages.refuseBody, { name })}
                          confirmLabel={intl.formatMessage(messages.refuse)}
                          cancelLabel={intl.formatMessage(messages.cancel)}
                          onConfirm={async () => {
                            setRefusing(null);
                            await reply.trigger({
                              establishmentId: invitation.establishmentId,
                              name,
                              accepted: false,
                            });
                          }}
                        />
                      </div>
                    </Stack>
                  </ListRow>
                );
              })}
            </ListRows>
          )}
        </DataState>
      </Stack>
    </Card>
  );
}
