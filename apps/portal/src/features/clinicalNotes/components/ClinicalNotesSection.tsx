import { formatPersonName } from '@oxilio/domain';
import type { ClinicalNote, ClinicalNotes } from '@oxilio/domain/contract';
import {
  Button,
  Card,
  DateRange,
  EmptyState,
  FormGrid,
  FormGridFull,
  ListCard,
  Select,
  Skeleton,
  Stack,
  Text,
} from '@oxilio/ui';
import { FilterX, NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { useClinicalNotes } from '../api/getClinicalNotes';
import {
  amendClinicalNoteWrite,
  withdrawClinicalNoteWrite,
  writeClinicalNoteWrite,
} from '../api/writeClinicalNote';
import {
  emptyNotesSearch,
  isFiltered,
  notesQuery,
  parseNotesSearch,
  withNotesSearch,
  type NotesSearch,
} from '../model/notesSearch';
import { NoteForm } from './NoteForm';
import { NoteItem } from './NoteItem';
import * as styles from './clinicalNotes.css';
import { clinicalNotesMessages as messages } from './messages';

export interface ClinicalNotesSectionProps {
  /** The patient whose notes these are. */
  patientId: string;
  /** The time zone of the patient's establishment (null: the default). */
  timeZone: string | null;
  /** Today in the patient's establishment: the latest day of the period filter. */
  today: string;
  /** Heading level of the section's cards. @defaultValue 3 */
  headingLevel?: 2 | 3;
  /** Id of the section (a link's anchor, e.g. `notes` on the manager's page). */
  id?: string;
}

/**
 * A patient's clinical notes for their care team (docs/decisions/clinical-notes.md): a new note,
 * then the notes, newest first, filtered by author and period (kept in the URL), each with its
 * author, day, amendments and earlier versions; its author amends or withdraws it.
 */
export function ClinicalNotesSection({
  patientId,
  timeZone,
  today,
  headingLevel = 3,
  id,
}: ClinicalNotesSectionProps) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const search = parseNotesSearch(params);
  const query = useClinicalNotes(patientId, notesQuery(search));
  const setSearch = (next: NotesSearch) =>
    setParams((current) => withNotesSearch(current, next), { replace: true });

  const problems = {
    403: messages.onlyAuthor,
    404: messages.notAllowed,
    409: messages.changedMeanwhile,
  };
  const write = useWrite({
    ...writeClinicalNoteWrite(patientId),
    success: messages.written,
    problems: { 403: messages.notAllowed, 404: messages.notAllowed },
    failure: messages.writeFailed,
  });
  const amend = useWrite({
    ...amendClinicalNoteWrite(patientId),
    success: messages.amended,
    problems,
    failure: messages.changeFailed,
  });
  const withdraw = useWrite({
    ...withdrawClinicalNoteWrite(patientId),
    success: messages.withdrawn,
    problems,
    failure: messages.changeFailed,
  });
  const notice = withdraw.notice ?? amend.notice;

  return (
    <Stack gap="lg">
      <Card
        as="section"
        id={id}
        className={styles.anchor}
        title={intl.formatMessage(messages.writeTitle)}
        headingLevel={headingLevel}
      >
        <Stack gap="md">
          <Text tone="muted">{intl.formatMessage(messages.intro)}</Text>
          <WriteNotice notice={write.notice} />
          <NoteForm
            label={messages.noteLabel}
            hint={messages.noteHint}
            submitLabel={messages.save}
            pending={write.isMutating}
            onSubmit={async (text) => (await write.trigger(text))?.ok === true}
          />
        </Stack>
      </Card>
      <DataState query={query} loading={<Skeleton shape="text" lines={6} />}>
        {(data) => (
          <NotesList
            data={data}
            search={search}
            onSearch={setSearch}
            today={today}
            timeZone={timeZone}
            headingLevel={headingLevel}
            notice={<WriteNotice notice={notice} />}
            pendingNoteId={amend.writing?.noteId ?? withdraw.writing?.noteId ?? null}
            onAmend={async (note, text) =>
              (await amend.trigger({ noteId: note.id, text }))?.ok === true
            }
            onWithdraw={async (note, reason) =>
              (await withdraw.trigger({ noteId: note.id, text: reason }))?.ok === true
            }
          />
        )}
      </DataState>
    </Stack>
  );
}

interface NotesListProps {
  data: ClinicalNotes;
  search: NotesSearch;
  onSearch: (search: NotesSearch) => void;
  today: string;
  timeZone: string | null;
  headingLevel: 2 | 3;
  notice: ReactNode;
  pendingNoteId: string | null;
  onAmend: (note: ClinicalNote, text: string) => Promise<boolean>;
  onWithdraw: (note: ClinicalNote, reason: string) => Promise<boolean>;
}

function NotesList({
  data,
  search,
  onSearch,
  today,
  timeZone,
  headingLevel,
  notice,
  pendingNoteId,
  onAmend,
  onWithdraw,
}: NotesListProps) {
  const intl = useIntl();
  const filtered = isFiltered(search);
  const authors = data.authors.map((author) => ({
    value: author.userId,
    label: formatPersonName(author),
  }));
  return (
    <ListCard
      title={intl.formatMessage(messages.title)}
      headingLevel={headingLevel}
      before={
        <>
          <Text tone="muted">
            {intl.formatMessage(messages.count, { count: data.notes.length })}
          </Text>
          <fieldset className={styles.filters}>
            <legend className={styles.filtersLegend}>{intl.formatMessage(messages.filters)}</legend>
            <FormGrid alignY="start">
              <Select
                label={intl.formatMessage(messages.author)}
                options={[
                  { value: '', label: intl.formatMessage(messages.allAuthors) },
                  ...authors,
                ]}
                value={
                  authors.some((author) => author.value === search.author) ? search.author : ''
                }
                onValueChange={(author) => onSearch({ ...search, author })}
              />
              <DateRange
                label={intl.formatMessage(messages.period)}
                value={{ from: search.from, to: search.to }}
                max={today}
                onValueChange={({ from, to }) => onSearch({ ...search, from, to })}
              />
              {filtered ? (
                <FormGridFull>
                  <div>
                    <Button
                      type="button"
                      variant="secondary"
                      icon={FilterX}
                      onClick={() => onSearch(emptyNotesSearch)}
                    >
                      {intl.formatMessage(messages.clearFilters)}
                    </Button>
                  </div>
                </FormGridFull>
              ) : null}
            </FormGrid>
          </fieldset>
          {notice}
        </>
      }
      empty={
        <EmptyState
          icon={NotebookPen}
          size="compact"
          headingLevel={headingLevel === 2 ? 3 : 4}
          title={intl.formatMessage(filtered ? messages.emptyFilteredTitle : messages.emptyTitle)}
          description={intl.formatMessage(
            filtered ? messages.emptyFilteredBody : messages.emptyBody,
          )}
        />
      }
    >
      {data.notes.map((note) => (
        <NoteItem
          key={note.id}
          note={note}
          timeZone={timeZone}
          pending={pendingNoteId === note.id}
          onAmend={onAmend}
          onWithdraw={onWithdraw}
        />
      ))}
    </ListCard>
  );
}
