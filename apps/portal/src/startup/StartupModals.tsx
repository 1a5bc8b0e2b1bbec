import type { PatientRecap, PatientRehabilitatorInvitation } from '@oxilio/domain/contract';
import { useEffect, useState } from 'react';
import { useAnswerInvitation, useInvitations } from '../features/invitations';
import { acknowledgeAnnouncement, recapKey, useRecap } from '../features/recap';
import { tokenStore } from '../app/api';
import { useShowsKeptAnswer } from '../app/keptAnswers';
import { useWrite } from '../app/useWrite';
import { RankDialog, TagDialog, type Rank, type Tag } from './AchievementDialogs';
import {
  addDismissedInvitation,
  clearDismissedInvitations,
  readDismissedInvitations,
} from './dismissedInvitations';
import { InvitationDialog } from './InvitationDialog';

type Announcement =
  { key: string; kind: 'rank'; rank: Rank } | { key: string; kind: 'tag'; tag: Tag };

/** The new rank, then the new tags, that the recap lists until the patient acknowledges them. */
function announcementsOf(recap: PatientRecap): Announcement[] {
  const list: Announcement[] = [];
  if (recap.newRank) {
    list.push({ key: `rank:${recap.newRank.id}`, kind: 'rank', rank: recap.newRank });
  }
  for (const tag of recap.newTags) {
    list.push({ key: `tag:${tag.id}`, kind: 'tag', tag });
  }
  return list;
}

/** Acknowledges a closed announcement; a failure leaves it pending on the API, for next time. */
const acknowledge = (patientId: string) => (announcement: Announcement) =>
  announcement.kind === 'rank'
    ? acknowledgeAnnouncement(patientId, 'ranks', String(announcement.rank.id))
    : acknowledgeAnnouncement(patientId, 'tags', announcement.tag.id);

/** An invitation the patient has to answer: from a rehabilitator, still pending. */
const awaitsPatient = (invitation: PatientRehabilitatorInvitation) =>
  invitation.origin !== 'patient' && invitation.accepted === null;

export interface StartupModalsProps {
  /** The signed-in patient. */
  patientId: string;
}

/**
 * The start-up modals of a signed-in patient (docs/product.md#start-up-modals), one at a time:
 * rehabilitators' invitations (accept or refuse; after an answer the pending list is reloaded and
 * the next one is shown; closed without an answer, hidden until the next sign-in), then a new rank,
 * then each new tag.
 *
 * Until acknowledged: the recap lists the new rank and tags on every read until the patient has
 * closed their dialog; closing one hides it here at once and acknowledges it in the background. A
 * failed acknowledgement (offline, server error) never holds the patient up: the announcement stays
 * pending on the API and comes back at the next load. Background fetches never block the page:
 * while they load or when they fail, nothing is shown.
 */
export function StartupModals({ patientId }: StartupModalsProps) {
  const invitations = useInvitations(patientId);
  const recap = useRecap(patientId);
  // A recap kept on the device since the last visit (app/keptAnswers.ts) may list what has been
  // acknowledged since: the announcements wait for the fresh one.
  const recapKept = useShowsKeptAnswer(recapKey(patientId));
  const answerInvitation = useAnswerInvitation();
  const answering = useWrite({
    call: ({ invitationId, accepted }: { invitationId: string; accepted: boolean }) =>
      answerInvitation(patientId, invitationId, accepted),
  });
  // In the background, with nothing to show: a failure only leaves the announcement pending.
  const acknowledging = useWrite({ call: acknowledge(patientId) });
  const [dismissed, setDismissed] = useState(() => readDismissedInvitations(patientId));
  const [answered, setAnswered] = useState<ReadonlySet<string>>(() => new Set());
  // Closed during this page's life: hidden, whatever the recap still lists (an acknowledgement on
  // its way, or one that failed).
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());

  // Signing out unmounts the layout with the tokens gone: the next sign-in shows everything again.
  useEffect(
    () => () => {
      if (!tokenStore.read()) {
        clearDismissedInvitations();
      }
    },
    [],
  );

  const invitation = invitations.data?.find(
    (candidate) =>
      awaitsPatient(candidate) && !answered.has(candidate.id) && !dismissed.has(candidate.id),
  );
  const invitationsSettled = invitations.data !== undefined || invitations.error !== undefined;

  if (invitation) {
    const answer = async (accepted: boolean) => {
      const result = await answering.trigger({ invitationId: invitation.id, accepted });
      if (result?.ok) {
        setAnswered((previous) => new Set(previous).add(invitation.id));
      }
    };
    return (
      <InvitationDialog
        key={invitation.id}
        invitation={invitation}
        pending={answering.isMutating}
        error={answering.error}
        onAnswer={(accepted) => void answer(accepted)}
        onDismiss={() => {
          answering.reset();
          setDismissed(addDismissedInvitation(patientId, invitation.id));
        }}
      />
    );
  }

  const announcement =
    invitationsSettled && recap.data && !recapKept
      ? announcementsOf(recap.data).find((item) => !closed.has(item.key))
      : undefined;
  if (!announcement) {
    return null;
  }
  const close = () => {
    setClosed((previous) => new Set(previous).add(announcement.key));
    void acknowledging.trigger(announcement);
  };
  return announcement.kind === 'rank' ? (
    <RankDialog key={announcement.key} rank={announcement.rank} onClose={close} />
  ) : (
    <TagDialog key={announcement.key} tag={announcement.tag} onClose={close} />
  );
}
