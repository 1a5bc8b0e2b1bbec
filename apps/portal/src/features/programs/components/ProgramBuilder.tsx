import { formatDuration } from '@oxilio/domain';
import type { ApiResult } from '@oxilio/domain/client';
import type {
  LibraryExercise,
  PatientPrescriptionMismatches,
  Program,
  ProgramInput,
} from '@oxilio/domain/contract';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Heading,
  IconButton,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
  useToast,
} from '@oxilio/ui';
import { ArrowDown, ArrowUp, ListPlus, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useWrite } from '../../../app/useWrite';
import { ExerciseLibrary, ExercisePicture, useExerciseName } from '../../exercises';
import { mismatchesOfProblem } from '../model/prescription';
import { PrescriptionConfirmDialog } from './PrescriptionMismatches';
import {
  draftExercise,
  draftOf,
  estimatedSeconds,
  moveExercise,
  numberFields,
  programLimits,
  validateDraft,
  type DraftError,
  type DraftErrors,
  type NumberField,
  type ProgramDraft,
} from '../draft';
import * as styles from './programs.css';

const messages = defineMessages({
  program: { id: 'rehabilitator.programBuilder.program', defaultMessage: 'Le programme' },
  name: { id: 'rehabilitator.programBuilder.name', defaultMessage: 'Nom du programme' },
  description: {
    id: 'rehabilitator.programBuilder.description',
    defaultMessage: 'Description (facultative)',
  },
  steps: {
    id: 'rehabilitator.programBuilder.steps',
    defaultMessage:
      '{count, plural, =0 {Exercices du programme} one {# exercice au programme} other {# exercices au programme}}',
  },
  duration: {
    id: 'rehabilitator.programBuilder.duration',
    defaultMessage: 'Durée estimée : {duration}',
  },
  emptyTitle: {
    id: 'rehabilitator.programBuilder.emptyTitle',
    defaultMessage: 'Aucun exercice pour le moment.',
  },
  emptyBody: {
    id: 'rehabilitator.programBuilder.emptyBody',
    defaultMessage: 'Ajoutez des exercices depuis la bibliothèque.',
  },
  library: {
    id: 'rehabilitator.programBuilder.library',
    defaultMessage: 'Bibliothèque d’exercices',
  },
  add: { id: 'rehabilitator.programBuilder.add', defaultMessage: 'Ajouter' },
  addNamed: {
    id: 'rehabilitator.programBuilder.addNamed',
    defaultMessage: 'Ajouter « {name} » au programme',
  },
  seriesCount: { id: 'rehabilitator.programBuilder.seriesCount', defaultMessage: 'Séries' },
  seriesDurationSeconds: {
    id: 'rehabilitator.programBuilder.seriesDuration',
    defaultMessage: 'Durée d’une série (s)',
  },
  restBetweenSeriesSeconds: {
    id: 'rehabilitator.programBuilder.rest',
    defaultMessage: 'Repos entre les séries (s)',
  },
  fieldOf: { id: 'rehabilitator.programBuilder.fieldOf', defaultMessage: '{field} – {name}' },
  moveUp: { id: 'rehabilitator.programBuilder.moveUp', defaultMessage: 'Monter « {name} »' },
  moveDown: {
    id: 'rehabilitator.programBuilder.moveDown',
    defaultMessage: 'Descendre « {name} »',
  },
  remove: { id: 'rehabilitator.programBuilder.remove', defaultMessage: 'Retirer « {name} »' },
  position: {
    id: 'rehabilitator.programBuilder.position',
    defaultMessage: 'Position {position} sur {count}',
  },
  moved: {
    id: 'rehabilitator.programBuilder.moved',
    defaultMessage: '« {name} » est maintenant en position {position} sur {count}.',
  },
  added: {
    id: 'rehabilitator.programBuilder.added',
    defaultMessage: '« {name} » ajouté en position {position} sur {count}.',
  },
  removed: {
    id: 'rehabilitator.programBuilder.removed',
    defaultMessage: '« {name} » retiré du programme.',
  },
  save: { id: 'rehabilitator.programBuilder.save', defaultMessage: 'Enregistrer le programme' },
  cancel: { id: 'rehabilitator.programBuilder.cancel', defaultMessage: 'Annuler' },
  fixErrors: {
    id: 'rehabilitator.programBuilder.fixErrors',
    defaultMessage: 'Le programme n’est pas encore complet : corrigez les champs signalés.',
  },
  saveFailed: {
    id: 'rehabilitator.programBuilder.saveFailed',
    defaultMessage: 'Le programme n’a pas été enregistré.',
  },
  nameRequired: {
    id: 'rehabilitator.programBuilder.error.nameRequired',
    defaultMessage: 'Donnez un nom au programme.',
  },
  nameTooLong: {
    id: 'rehabilitator.programBuilder.error.nameTooLong',
    defaultMessage: 'Le nom ne peut pas dépasser {max} caractères.',
  },
  descriptionTooLong: {
    id: 'rehabilitator.programBuilder.error.descriptionTooLong',
    defaultMessage: 'La description ne peut pas dépasser {max} caractères.',
  },
  noExercise: {
    id: 'rehabilitator.programBuilder.error.noExercise',
    defaultMessage: 'Ajoutez au moins un exercice.',
  },
  tooMany: {
    id: 'rehabilitator.programBuilder.error.tooMany',
    defaultMessage: 'Un programme compte au plus {max} exercices.',
  },
  numberRequired: {
    id: 'rehabilitator.programBuilder.error.numberRequired',
    defaultMessage: 'Indiquez un nombre.',
  },
  outOfRange: {
    id: 'rehabilitator.programBuilder.error.outOfRange',
    defaultMessage: 'Indiquez un nombre entier entre {min} et {max}.',
  },
});

const fieldLabel: Record<NumberField, MessageDescriptor> = {
  seriesCount: messages.seriesCount,
  seriesDurationSeconds: messages.seriesDurationSeconds,
  restBetweenSeriesSeconds: messages.restBetweenSeriesSeconds,
};

export interface ProgramBuilderProps {
  /** The program modified; none for a new one. */
  program?: Program;
  /** The exercise library. */
  library: readonly LibraryExercise[];
  /**
   * Saves the program; a result that is not ok shows its problem, except the mismatches with the
   * functional capacity of patients following it, asked in a dialog and saved again with
   * `acknowledgedMismatches` (docs/product.md#prescription-safety).
   */
  onSave: (input: ProgramInput, acknowledgedMismatches: boolean) => Promise<ApiResult<Program>>;
  /** Called after a successful save. */
  onSaved: (program: Program) => void;
  onCancel: () => void;
}

/**
 * Builds a program from the library: name, description, the exercises in order with their series
 * count, series duration and rest. Everything works with the keyboard: each exercise has move up,
 * move down and remove buttons, and every change of order is announced with the new position.
 */
export function ProgramBuilder({
  program,
  library,
  onSave,
  onSaved,
  onCancel,
}: ProgramBuilderProps) {
  const intl = useIntl();
  const toast = useToast();
  const { locale } = useLocale();
  const nameOf = useExerciseName();
  const [draft, setDraft] = useState<ProgramDraft>(() => draftOf(program));
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const save = useWrite({
    call: ({ input, acknowledged }: { input: ProgramInput; acknowledged: boolean }) =>
      onSave(input, acknowledged),
  });
  const [mismatched, setMismatched] = useState<{
    input: ProgramInput;
    patients: PatientPrescriptionMismatches[];
  } | null>(null);
  const [focusAfter, setFocusAfter] = useState<{ key: string; action: string } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const byId = new Map(library.map((exercise) => [exercise.id, exercise]));
  const count = draft.exercises.length;

  // After a move, the focus follows the moved exercise (its button, or its other one at an end).
  useEffect(() => {
    if (!focusAfter) {
      return;
    }
    const { key, action } = focusAfter;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-step="${key}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(
      `[data-action="${action}"]:not(:disabled)`,
    );
    const other = item?.querySelector<HTMLButtonElement>('[data-action]:not(:disabled)');
    (wanted ?? other)?.focus();
  }, [focusAfter]);

  const revalidate = (next: ProgramDraft) => {
    if (errors) {
      setErrors(validateDraft(next).errors);
    }
  };
  const update = (next: ProgramDraft) => {
    setDraft(next);
    revalidate(next);
  };

  const add = (exercise: LibraryExercise) => {
    const next = { ...draft, exercises: [...draft.exercises, draftExercise(exercise)] };
    update(next);
    // A toast, seen wherever the page is scrolled (on a phone the program is far above the
    // library) and read by screen readers: the live region below would say it a second time.
    toast.show({
      tone: 'success',
      title: intl.formatMessage(messages.added, {
        name: nameOf(exercise.id),
        position: next.exercises.length,
        count: next.exercises.length,
      }),
    });
  };

  const move = (index: number, delta: number) => {
    const moved = draft.exercises[index]!;
    const exercises = moveExercise(draft.exercises, index, delta);
    update({ ...draft, exercises });
    setFocusAfter({ key: moved.key, action: delta < 0 ? 'up' : 'down' });
    setAnnouncement(
      intl.formatMessage(messages.moved, {
        name: nameOf(moved.exerciseId),
        position: exercises.indexOf(moved) + 1,
        count: exercises.length,
      }),
    );
  };

  const remove = (index: number) => {
    const removed = draft.exercises[index]!;
    const exercises = draft.exercises.filter((_, i) => i !== index);
    update({ ...draft, exercises });
    setAnnouncement(intl.formatMessage(messages.removed, { name: nameOf(removed.exerciseId) }));
    const neighbour = exercises[Math.min(index, exercises.length - 1)];
    if (neighbour) {
      setFocusAfter({ key: neighbour.key, action: 'remove' });
    }
  };

  const setNumber = (key: string, field: NumberField, value: string) =>
    update({
      ...draft,
      exercises: draft.exercises.map((exercise) =>
        exercise.key === key ? { ...exercise, [field]: value } : exercise,
      ),
    });

  const errorText = (error: DraftError | undefined, field?: NumberField) => {
    if (!error) {
      return undefined;
    }
    if (field) {
      return error === 'required'
        ? intl.formatMessage(messages.numberRequired)
        : intl.formatMessage(messages.outOfRange, programLimits[field]);
    }
    return undefined;
  };

  const submit = async () => {
    const { errors: found, input } = validateDraft(draft);
    save.reset();
    if (!input) {
      setErrors(found);
      summaryRef.current?.focus();
      return;
    }
    setErrors(null);
    await saveAs(input, false);
  };

  const saveAs = async (input: ProgramInput, acknowledged: boolean) => {
    const result = await save.trigger({ input, acknowledged });
    const patients = result && !result.ok ? mismatchesOfProblem(result.problem) : null;
    if (patients) {
      // Not a failure: a question, asked in the dialog.
      save.reset();
      setMismatched({ input, patients });
      return;
    }
    setMismatched(null);
    if (result?.ok) {
      onSaved(result.data);
    }
  };

  const nameError =
    errors?.name === 'required'
      ? intl.formatMessage(messages.nameRequired)
      : errors?.name === 'tooLong'
        ? intl.formatMessage(messages.nameTooLong, { max: programLimits.nameLength })
        : undefined;
  const descriptionError =
    errors?.description === 'tooLong'
      ? intl.formatMessage(messages.descriptionTooLong, { max: programLimits.descriptionLength })
      : undefined;
  const exercisesError =
    errors?.exercises === 'noExercise'
      ? intl.formatMessage(messages.noExercise)
      : errors?.exercises === 'tooMany'
        ? intl.formatMessage(messages.tooMany, { max: programLimits.exercises })
        : undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PrescriptionConfirmDialog
        occasion="modify"
        patients={mismatched?.patients ?? null}
        onConfirm={() => (mismatched ? saveAs(mismatched.input, true) : Promise.resolve())}
        onCancel={() => setMismatched(null)}
      />
      <div className={styles.builder}>
        <Card as="section" title={intl.formatMessage(messages.program)} headingLevel={2}>
          <Stack gap="lg">
            <div ref={summaryRef} tabIndex={-1}>
              {errors ? (
                <Alert tone="danger">
                  <Stack gap="xs">
                    <span>{intl.formatMessage(messages.fixErrors)}</span>
                    {exercisesError ? <span>{exercisesError}</span> : null}
                  </Stack>
                </Alert>
              ) : null}
              {save.error ? (
                <Alert tone="danger" title={intl.formatMessage(messages.saveFailed)}>
                  {save.error}
                </Alert>
              ) : null}
            </div>
            <TextField
              label={intl.formatMessage(messages.name)}
              value={draft.name}
              required
              maxLength={programLimits.nameLength + 20}
              error={nameError}
              onChange={(event) => update({ ...draft, name: event.target.value })}
            />
            <TextField
              label={intl.formatMessage(messages.description)}
              value={draft.description}
              error={descriptionError}
              onChange={(event) => update({ ...draft, description: event.target.value })}
            />
            <Stack gap="sm">
              <Heading level={3}>{intl.formatMessage(messages.steps, { count })}</Heading>
              {count > 0 ? (
                <Text tone="muted">
                  {intl.formatMessage(messages.duration, {
                    duration: formatDuration(estimatedSeconds(draft), locale),
                  })}
                </Text>
              ) : null}
            </Stack>
            {count === 0 ? (
              <EmptyState
                size="compact"
                icon={ListPlus}
                headingLevel={4}
                title={intl.formatMessage(messages.emptyTitle)}
                description={exercisesError ?? intl.formatMessage(messages.emptyBody)}
              />
            ) : (
              <ol className={styles.list} ref={listRef}>
                {draft.exercises.map((step, index) => {
                  const exercise = byId.get(step.exerciseId);
                  const name = nameOf(step.exerciseId);
                  const itemErrors = errors?.items[step.key] ?? {};
                  return (
                    <li key={step.key} className={styles.step} data-step={step.key}>
                      <div className={styles.stepHead}>
                        <span className={styles.stepNumber} aria-hidden="true">
                          {index + 1}
                        </span>
                        {exercise ? (
                          <span className={styles.stepPicture} aria-hidden="true">
                            <ExercisePicture exercise={exercise} />
                          </span>
                        ) : (
                          <span />
                        )}
                        <Stack gap="none">
                          <Text weight="bold">{name}</Text>
                          <VisuallyHidden>
                            {intl.formatMessage(messages.position, { position: index + 1, count })}
                          </VisuallyHidden>
                        </Stack>
                      </div>
                      <div className={styles.numbers}>
                        {numberFields.map((field) => (
                          <TextField
                            key={field}
                            type="number"
                            inputMode="numeric"
                            min={programLimits[field].min}
                            max={programLimits[field].max}
                            label={intl.formatMessage(fieldLabel[field])}
                            aria-label={intl.formatMessage(messages.fieldOf, {
                              field: intl.formatMessage(fieldLabel[field]),
                              name,
                            })}
                            value={step[field]}
                            error={errorText(itemErrors[field], field)}
                            onChange={(event) => setNumber(step.key, field, event.target.value)}
                          />
                        ))}
                      </div>
                      <div className={styles.stepActions}>
                        <IconButton
                          variant="outline"
                          icon={ArrowUp}
                          data-action="up"
                          label={intl.formatMessage(messages.moveUp, { name })}
                          disabled={index === 0}
                          onClick={() => move(index, -1)}
                        />
                        <IconButton
                          variant="outline"
                          icon={ArrowDown}
                          data-action="down"
                          label={intl.formatMessage(messages.moveDown, { name })}
                          disabled={index === count - 1}
                          onClick={() => move(index, 1)}
                        />
                        <IconButton
                          variant="outline"
                          icon={Trash2}
                          data-action="remove"
                          label={intl.formatMessage(messages.remove, { name })}
                          onClick={() => remove(index)}
                        />
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
            <div role="status" aria-live="polite" className={styles.live}>
              {announcement}
            </div>
            <div className={styles.actions}>
              <Button type="submit" icon={Save} loading={save.isMutating}>
                {intl.formatMessage(messages.save)}
              </Button>
              <Button type="button" variant="secondary" onClick={onCancel}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            </div>
          </Stack>
        </Card>
        <section aria-labelledby="program-builder-library">
          <Stack gap="md">
            <Heading level={2} id="program-builder-library">
              {intl.formatMessage(messages.library)}
            </Heading>
            <ExerciseLibrary
              exercises={library}
              renderAction={(exercise) => (
                <Button
                  type="button"
                  variant="primary"
                  icon={Plus}
                  aria-label={intl.formatMessage(messages.addNamed, { name: nameOf(exercise.id) })}
                  onClick={() => add(exercise)}
                >
                  {intl.formatMessage(messages.add)}
                </Button>
              )}
            />
          </Stack>
        </section>
      </div>
    </form>
  );
}
