import {
  clinicalNoteWithdrawReasonMaxLength,
  dayOfInstant,
  formatDate,
  formatPersonName,
} from '@oxilio/domain';
import type { ClinicalNote } from '@oxilio/domain/contract';
import { Badge, Button, cx, Disclosure, Inline, ListRow, Stack, Text } from '@oxilio/ui';
import { Ban, Pencil } from 'lucide-react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { NoteForm } from './NoteForm';
import * as styles from './clinicalNotes.css';
import { clinicalNotesMessages as messages } from './messages';

export interface NoteItemProps {
  note: ClinicalNote;
  /** The time zone of the patient's establishment (the day of an amendment). */
  timeZone: string | null;
  /** Amends the note; resolves true when it went through. */
  onAmend: (note: ClinicalNote, text: string) => Promise<boolean>;
  /** Withdraws the note with a reason; resolves true when it went through. */
  onWithdraw: (note: ClinicalNote, reason: string) => Promise<boolean>;
  /** This note's write is running. */
  pending: boolean;
}

/**
 * One note: author, day, text; "modifiée le …" with its earlier versions in a disclosure; struck
 * with its reason once withdrawn; its author amends or withdraws it in place.
 */
export function NoteItem({ note, timeZone, onAmend, onWithdraw, pending }: NoteItemProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<'amend' | 'withdraw' | null>(null);
  const amendButton = useRef<HTMLButtonElement>(null);
  const withdrawButton = useRef<HTMLButtonElement>(null);
  const headingId = `note-${note.id}`;
  const author = note.author
    ? `${formatPersonName(note.author)} · ${intl.formatMessage(messages.authorRole, {
        role: note.author.role,
      })}`
    : intl.formatMessage(messages.unknownAuthor);
  const dayOf = (instant: string) => formatDate(dayOfInstant(instant, timeZone));
  const close = (to: 'amend' | 'withdraw') => {
    setOpen(null);
    // Back to the button that opened the form (it is rendered again once the form goes).
    requestAnimationFrame(() => (to === 'amend' ? amendButton : withdrawButton).current?.focus());
  };
  const withdrawn = note.withdrawal;

  return (
    <ListRow
      actions={
        note.amendable && open === null ? (
          <>
            <Button
              ref={amendButton}
              variant="secondary"
              icon={Pencil}
              aria-describedby={headingId}
              onClick={() => setOpen('amend')}
            >
              {intl.formatMessage(messages.amend)}
            </Button>
            <Button
              ref={withdrawButton}
              variant="ghost"
              icon={Ban}
              aria-describedby={headingId}
              onClick={() => setOpen('withdraw')}
            >
              {intl.formatMessage(messages.withdraw)}
            </Button>
          </>
        ) : null
      }
    >
      <Stack gap="sm">
        <Inline gap="sm" alignY="center" wrap>
          <Text weight="bold" id={headingId}>
            {intl.formatMessage(messages.writtenOn, { date: formatDate(note.day), author })}
          </Text>
          {note.origin === 'teamComment' ? (
            <Badge tone="info">{intl.formatMessage(messages.teamComment)}</Badge>
          ) : null}
          {withdrawn ? (
            <Badge tone="warning">{intl.formatMessage(messages.withdrawnBadge)}</Badge>
          ) : null}
        </Inline>
        {open === 'amend' ? (
          <NoteForm
            label={messages.amendLabel}
            hint={messages.amendHint}
            submitLabel={messages.saveAmendment}
            initialText={note.current.text}
            refuse={(text) => (text === note.current.text ? messages.unchanged : null)}
            pending={pending}
            focusOnOpen
            onCancel={() => close('amend')}
            onSubmit={async (text) => {
              const done = await onAmend(note, text);
              if (done) {
                close('amend');
              }
              return done;
            }}
          />
        ) : (
          <p className={cx(styles.text, withdrawn ? styles.struck : undefined)}>
            {note.current.text}
          </p>
        )}
        {withdrawn ? (
          <Text size="small">
            {intl.formatMessage(messages.withdrawnOn, {
              date: dayOf(withdrawn.at),
              name: withdrawn.by
                ? formatPersonName(withdrawn.by)
                : intl.formatMessage(messages.unknownAuthor),
              reason: withdrawn.reason,
            })}
          </Text>
        ) : null}
        {open === 'withdraw' ? (
          <NoteForm
            label={messages.withdrawReason}
            hint={messages.withdrawHint}
            submitLabel={messages.confirmWithdraw}
            requiredMessage={messages.reasonRequired}
            maxLength={clinicalNoteWithdrawReasonMaxLength}
            variant="danger"
            rows={2}
            pending={pending}
            focusOnOpen
            onCancel={() => close('withdraw')}
            onSubmit={async (reason) => {
              const done = await onWithdraw(note, reason);
              if (done) {
                setOpen(null);
              }
              return done;
            }}
          />
        ) : null}
        {note.earlier.length > 0 ? (
          <>
            <Text size="small" tone="muted">
              {intl.formatMessage(messages.amendedOn, { date: dayOf(note.current.writtenAt) })}
            </Text>
            <Disclosure
              className={styles.versions}
              summary={intl.formatMessage(messages.earlierVersions, {
                count: note.earlier.length,
              })}
            >
              <ol className={styles.versionList}>
                {note.earlier.map((version) => (
                  <li key={version.version} className={styles.version}>
                    <Text size="small" tone="muted">
                      {intl.formatMessage(messages.versionOf, {
                        version: version.version,
                        date: dayOf(version.writtenAt),
                      })}
                    </Text>
                    <p className={styles.text}>{version.text}</p>
                  </li>
                ))}
              </ol>
            </Disclosure>
          </>
        ) : null}
      </Stack>
    </ListRow>
  );
}
