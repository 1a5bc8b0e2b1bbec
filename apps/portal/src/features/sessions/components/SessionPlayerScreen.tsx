import { ButtonLink, EmptyState, Stack } from '@oxilio/ui';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { useCurrentSession } from '../api/getCurrentSession';
import { playerMessages, sessionMessages } from '../messages';
import { SessionOfTheDay } from './SessionOfTheDay';
import { SessionPlayer } from './SessionPlayer';

export interface SessionPlayerScreenProps {
  patientId: string;
  /** The self-rehabilitation program's session, or the supervised program's. */
  isSelfRehabilitation: boolean;
  /** Where "leave" goes (the self-rehabilitation screen). */
  backTo: string;
  /** This screen's own path: a relaunch plays here. */
  playerPath: string;
}

/**
 * The player's screen: the session of the day, played from where it stands. A session already done
 * shows its summary (and "redo" when it may be relaunched); once the player has started, it stays
 * until the patient leaves, even when the API then says the session is done.
 */
export function SessionPlayerScreen({
  patientId,
  isSelfRehabilitation,
  backTo,
  playerPath,
}: SessionPlayerScreenProps) {
  const intl = useIntl();
  const query = useCurrentSession(patientId, { isSelfRehabilitation });
  const [playing, setPlaying] = useState<string | null>(null);
  const current = query.data;
  const session = current?.session;
  if (session?.id && session.status !== 'done' && playing !== session.id) {
    setPlaying(session.id);
  }

  const back = (
    <ButtonLink as={RouterLink} to={backTo} variant="secondary" size="large">
      {intl.formatMessage(sessionMessages.back)}
    </ButtonLink>
  );

  return (
    <DataState query={query}>
      {(data) => {
        const { session: today } = data;
        if (data.status === 'notAssigned' || !today?.id) {
          return (
            <EmptyState
              icon={CalendarX}
              headingLevel={2}
              title={intl.formatMessage(playerMessages.noSessionTitle)}
              description={intl.formatMessage(
                isSelfRehabilitation
                  ? sessionMessages.noSessionBody
                  : playerMessages.noSupervisedBody,
              )}
              action={back}
            />
          );
        }
        if (today.status === 'done' && playing !== today.id) {
          return (
            <Stack gap="xl">
              <SessionOfTheDay current={{ ...data, session: today }} playerPath={playerPath} />
              <div>{back}</div>
            </Stack>
          );
        }
        return (
          <SessionPlayer key={today.id} session={{ ...today, id: today.id }} backTo={backTo} />
        );
      }}
    </DataState>
  );
}
