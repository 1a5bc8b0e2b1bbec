import {
  bodyPartLabel,
  bodyParts,
  equipmentLabel,
  equipments,
  exerciseDifficulties,
  exerciseDifficultyLabel,
  exerciseTypeLabel,
  exerciseTypes,
  BodyPart,
  Position,
  positionLabel,
  positions,
  type MessageDescriptor,
} from '@oxilio/domain';
import type { LibraryExercise } from '@oxilio/domain/contract';
import { Button, Checkbox, EmptyState, Select, Stack, Text, TextField, useToast } from '@oxilio/ui';
import { Heart, SearchX } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { useWrite } from '../../../app/useWrite';
import { useLikeExercise } from '../api/likeExercise';
import {
  activeFilterCount,
  filterExercises,
  noExerciseFilters,
  type ExerciseFilters,
} from '../filters';
import { filterOptions } from '../model/filterOptions';
import { ExercisePicture, ExerciseSummary, useExerciseName } from './ExerciseSummary';
import * as styles from './exercises.css';

const messages = defineMessages({
  filters: { id: 'rehabilitator.exercises.filters', defaultMessage: 'Filtrer les exercices' },
  type: { id: 'rehabilitator.exercises.filter.type', defaultMessage: 'Type' },
  position: { id: 'rehabilitator.exercises.filter.position', defaultMessage: 'Position' },
  bodyPart: { id: 'rehabilitator.exercises.filter.bodyPart', defaultMessage: 'Partie du corps' },
  difficulty: { id: 'rehabilitator.exercises.filter.difficulty', defaultMessage: 'Difficulté' },
  equipment: { id: 'rehabilitator.exercises.filter.equipment', defaultMessage: 'Matériel' },
  anyType: { id: 'rehabilitator.exercises.filter.anyType', defaultMessage: 'Tous les types' },
  anyDifficulty: {
    id: 'rehabilitator.exercises.filter.anyDifficulty',
    defaultMessage: 'Toutes les difficultés',
  },
  anyEquipment: {
    id: 'rehabilitator.exercises.filter.anyEquipment',
    defaultMessage: 'Avec ou sans matériel',
  },
  search: { id: 'rehabilitator.exercises.search', defaultMessage: 'Rechercher un exercice' },
  searchHint: {
    id: 'rehabilitator.exercises.searchHint',
    defaultMessage: 'Par son nom, avec ou sans accents.',
  },
  noMatchQuery: {
    id: 'rehabilitator.exercises.noMatchQuery',
    defaultMessage: 'Aucun exercice ne correspond à « {query} ».',
  },
  noMatchHint: {
    id: 'rehabilitator.exercises.noMatchHint',
    defaultMessage: 'Vérifiez l’orthographe, essayez un autre mot ou effacez les filtres.',
  },
  noEquipment: {
    id: 'rehabilitator.exercises.filter.noEquipment',
    defaultMessage: 'Sans matériel',
  },
  likedOnly: {
    id: 'rehabilitator.exercises.filter.likedOnly',
    defaultMessage: 'Seulement les exercices que j’aime',
  },
  clear: { id: 'rehabilitator.exercises.filter.clear', defaultMessage: 'Effacer les filtres' },
  count: {
    id: 'rehabilitator.exercises.count',
    defaultMessage: '{count, plural, =0 {Aucun exercice} one {# exercice} other {# exercices}}',
  },
  showMore: {
    id: 'rehabilitator.exercises.showMore',
    defaultMessage:
      '{rest, plural, one {Afficher le dernier exercice} other {Afficher plus d’exercices (# restants)}}',
  },
  noMatchTitle: {
    id: 'rehabilitator.exercises.noMatch',
    defaultMessage: 'Aucun exercice ne correspond à ces filtres.',
  },
  like: {
    id: 'rehabilitator.exercises.like',
    defaultMessage: 'J’aime ({count}) : « {name} »',
  },
  likeShort: {
    id: 'rehabilitator.exercises.likeShort',
    defaultMessage: 'J’aime ({count})',
  },
  likeFailed: {
    id: 'rehabilitator.exercises.likeFailed',
    defaultMessage: 'Votre mention « j’aime » n’a pas été enregistrée.',
  },
});

/** Exercises shown at first, and added by each "show more". */
const pageSize = 12;

/** A label lookup for `filterOptions`, translated. */
const labelsOf =
  <T extends number>(
    labels: Readonly<Record<T, MessageDescriptor>>,
    format: (message: MessageDescriptor) => string,
  ) =>
  (value: T) =>
    labels[value] === undefined ? undefined : format(labels[value]);

export interface ExerciseLibraryProps {
  exercises: readonly LibraryExercise[];
  /** What each exercise offers besides the like (e.g. "add to the program"). */
  renderAction?: (exercise: LibraryExercise) => ReactNode;
  /** Heading level of the exercises' names' list. @defaultValue 3 */
  headingLevel?: 2 | 3;
}

/**
 * The exercise library: a text search over the names shown and filters (type, position, body part,
 * difficulty, equipment, liked), then the exercises with their drawing, a like button and the
 * caller's action.
 */
export function ExerciseLibrary({ exercises, renderAction }: ExerciseLibraryProps) {
  const intl = useIntl();
  const toast = useToast();
  const like = useLikeExercise();
  const nameOf = useExerciseName();
  const countId = useId();
  const [filters, setFilters] = useState<ExerciseFilters>(noExerciseFilters);
  const liking = useWrite({
    call: (exercise: LibraryExercise) => like(exercise.id, !exercise.liked),
    onNotice: (notice) =>
      toast.show({
        tone: 'danger',
        title: intl.formatMessage(messages.likeFailed),
        description: notice.text,
      }),
  });
  const [limit, setLimit] = useState(pageSize);
  const matching = filterExercises(exercises, filters, { nameOf, locale: intl.locale });
  const shown = matching.slice(0, limit);
  const more = matching.length - shown.length;
  const format = (message: MessageDescriptor) => intl.formatMessage(message);
  const change = (next: ExerciseFilters) => {
    setFilters(next);
    setLimit(pageSize);
  };
  const set = (key: keyof ExerciseFilters) => (value: string) =>
    change({ ...filters, [key]: value });

  return (
    <Stack gap="lg">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{intl.formatMessage(messages.filters)}</legend>
        <div className={styles.filters}>
          <TextField
            className={styles.search}
            type="search"
            label={intl.formatMessage(messages.search)}
            hint={intl.formatMessage(messages.searchHint)}
            value={filters.query}
            onChange={(event) => change({ ...filters, query: event.target.value })}
            autoComplete="off"
            spellCheck={false}
          />
          <Select
            label={intl.formatMessage(messages.type)}
            value={filters.type}
            onValueChange={set('type')}
            options={filterOptions({
              any: intl.formatMessage(messages.anyType),
              values: exerciseTypes,
              labelOf: labelsOf(exerciseTypeLabel, format),
            })}
          />
          <Select
            label={intl.formatMessage(messages.position)}
            value={filters.position}
            onValueChange={set('position')}
            options={filterOptions({
              any: format(positionLabel[Position.All]),
              values: positions,
              labelOf: labelsOf(positionLabel, format),
              allValue: Position.All,
            })}
          />
          <Select
            label={intl.formatMessage(messages.bodyPart)}
            value={filters.bodyPart}
            onValueChange={set('bodyPart')}
            options={filterOptions({
              any: format(bodyPartLabel[BodyPart.All]),
              values: bodyParts,
              labelOf: labelsOf(bodyPartLabel, format),
              allValue: BodyPart.All,
            })}
          />
          <Select
            label={intl.formatMessage(messages.difficulty)}
            value={filters.difficulty}
            onValueChange={set('difficulty')}
            options={filterOptions({
              any: intl.formatMessage(messages.anyDifficulty),
              values: exerciseDifficulties,
              labelOf: labelsOf(exerciseDifficultyLabel, format),
            })}
          />
          <Select
            label={intl.formatMessage(messages.equipment)}
            value={filters.equipment}
            onValueChange={set('equipment')}
            options={filterOptions({
              any: intl.formatMessage(messages.anyEquipment),
              extra: [{ value: 'none', label: intl.formatMessage(messages.noEquipment) }],
              values: equipments,
              labelOf: labelsOf(equipmentLabel, format),
            })}
          />
          <Checkbox
            className={styles.likedOnly}
            label={intl.formatMessage(messages.likedOnly)}
            checked={filters.likedOnly}
            onCheckedChange={(likedOnly) => change({ ...filters, likedOnly })}
          />
        </div>
      </fieldset>
      <div className={styles.countRow}>
        <Text id={countId} role="status" weight="bold">
          {intl.formatMessage(messages.count, { count: matching.length })}
        </Text>
        {activeFilterCount(filters) > 0 ? (
          <Button variant="ghost" onClick={() => change(noExerciseFilters)}>
            {intl.formatMessage(messages.clear)}
          </Button>
        ) : null}
      </div>
      {matching.length === 0 ? (
        <EmptyState
          size="compact"
          icon={SearchX}
          title={
            filters.query.trim() === ''
              ? intl.formatMessage(messages.noMatchTitle)
              : intl.formatMessage(messages.noMatchQuery, { query: filters.query.trim() })
          }
          description={intl.formatMessage(messages.noMatchHint)}
        />
      ) : (
        <ul className={styles.list} aria-labelledby={countId}>
          {shown.map((exercise) => (
            <li key={exercise.id} className={styles.item}>
              <ExercisePicture exercise={exercise} />
              <ExerciseSummary exercise={exercise} />
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  icon={Heart}
                  aria-pressed={exercise.liked}
                  aria-label={intl.formatMessage(messages.like, {
                    name: nameOf(exercise.id),
                    count: exercise.likes,
                  })}
                  loading={liking.writing?.id === exercise.id}
                  onClick={() => void liking.trigger(exercise)}
                  className={exercise.liked ? styles.liked : undefined}
                >
                  {intl.formatMessage(messages.likeShort, { count: exercise.likes })}
                </Button>
                {renderAction?.(exercise)}
              </div>
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? (
        <div>
          <Button variant="secondary" onClick={() => setLimit((current) => current + pageSize)}>
            {intl.formatMessage(messages.showMore, { rest: more })}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
