import { dayOfInstant, formatDate, formatPersonName } from '@oxilio/domain';
import type { ClinicalNotesExport } from '@oxilio/domain/contract';
import type { IntlShape } from 'react-intl';
import { clinicalNotesMessages as messages } from '../components/messages';

/**
 * The patient's copy of their clinical notes as plain text, in their language: a heading, the day
 * it was made and how many notes, then each note (oldest first, as they were written) with its
 * author, every version in order with its day, and its withdrawal if any. Readable as it is and
 * printable: the people who read it are the patient and their doctor.
 */
export function notesExportText(
  copy: ClinicalNotesExport,
  intl: IntlShape,
  timeZone: string | null = null,
): string {
  const day = (instant: string) => formatDate(dayOfInstant(instant, timeZone));
  const notes = [...copy.notes].sort((a, b) => a.day.localeCompare(b.day));
  const lines = [
    intl.formatMessage(messages.exportHeading),
    intl.formatMessage(messages.exportMade, {
      date: day(copy.exportedAt),
      count: intl.formatMessage(messages.count, { count: notes.length }),
    }),
  ];
  for (const note of notes) {
    const author = note.author
      ? `${formatPersonName(note.author)} · ${intl.formatMessage(messages.authorRole, {
          role: note.author.role,
        })}`
      : intl.formatMessage(messages.unknownAuthor);
    lines.push(
      '',
      '—',
      intl.formatMessage(messages.writtenOn, { date: formatDate(note.day), author }),
    );
    const versions = [...note.versions].sort((a, b) => a.version - b.version);
    for (const version of versions) {
      if (versions.length > 1) {
        lines.push(
          intl.formatMessage(messages.versionOf, {
            version: version.version,
            date: day(version.writtenAt),
          }),
        );
      }
      lines.push(version.text);
    }
    if (note.withdrawal) {
      lines.push(
        intl.formatMessage(messages.exportWithdrawn, {
          date: day(note.withdrawal.at),
          reason: note.withdrawal.reason,
        }),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
