import { formatDayOfInstant } from '@oxilio/domain';
import type {
  PatientPrescriptionMismatches,
  PatientProgram,
  Program,
  RecommendedProgram,
} from '@oxilio/domain/contract';
import {
  Alert,
  Button,
  Card,
  Disclosure,
  EmptyState,
  RadioGroup,
  Select,
  Stack,
  Text,
  useToast,
} from '@oxilio/ui';
import { ClipboardX, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { successToast, useWrite } from '../../../app/useWrite';
import { defineMessages } from '../../../i18n/defineMessages';
import { useExerciseName } from '../../exercises';
import { assignProgramWrite } from '../api/assignProgram';
import { usePatientPrograms } from '../api/getPatientPrograms';
import { usePrograms } from '../api/getPrograms';
import { useRecommendedProgram } from '../api/getRecommendedProgram';
import { mismatchesOfProblem } from '../model/prescription';
import { PrescriptionConfirmDialog } from './PrescriptionMismatches';
import { ProgramSummary } from './ProgramList';
import * as styles from './programs.css';
import { useTimeZone } from '../../stats';

const messages = defineMessages({
  selfTitle: {
    id: 'rehabilitator.selfRehab.selfTitle',
    defaultMessage: 'Programme d’auto-rééducation',
  },
  supervisedTitle: {
    id: 'rehabilitator.selfRehab.supervisedTitle',
    defaultMessage: 'Programme des séances accompagnées',
  },
  since: { id: 'rehabilitator.selfRehab.since', defaultMessage: 'Attribué le {date}' },
  noneSelf: {
    id: 'rehabilitator.selfRehab.noneSelf',
    defaultMessage: 'Aucun programme d’auto-rééducation n’est attribué.',
  },
  noneSupervised: {
    id: 'rehabilitator.selfRehab.noneSupervised',
    defaultMessage: 'Aucun programme de séance accompagnée n’est attribué.',
  },
  previous: {
    id: 'rehabilitator.selfRehab.previous',
    defaultMessage: '{count, plural, one {# programme précédent} other {# programmes précédents}}',
  },
  previousItem: {
    id: 'rehabilitator.selfRehab.previousItem',
    defaultMessage: '{name}, du {from} au {to}',
  },
  recommendedTitle: {
    id: 'rehabilitator.selfRehab.recommendedTitle',
    defaultMessage: 'Programme recommandé',
  },
  recommendedProduct: {
    id: 'rehabilitator.selfRehab.recommendedProduct',
    defaultMessage: 'Recommandé pour la pathologie et la capacité fonctionnelle de ce patient.',
  },
  recommendedComposed: {
    id: 'rehabilitator.selfRehab.recommendedComposed',
    defaultMessage:
      'Aucun programme oxilio ne correspond exactement : voici les exercices conseillés pour ce patient. Créez un programme avec eux pour l’attribuer.',
  },
  useRecommended: {
    id: 'rehabilitator.selfRehab.useRecommended',
    defaultMessage: 'Choisir ce programme',
  },
  assignTitle: {
    id: 'rehabilitator.selfRehab.assignTitle',
    defaultMessage: 'Attribuer un programme',
  },
  program: { id: 'rehabilitator.selfRehab.program', defaultMessage: 'Programme' },
  choose: { id: 'rehabilitator.selfRehab.choose', defaultMessage: 'Choisissez un programme' },
  mine: { id: 'rehabilitator.selfRehab.mine', defaultMessage: 'Mes programmes' },
  product: { id: 'rehabilitator.selfRehab.product', defaultMessage: 'Programmes oxilio' },
  recommendedOption: {
    id: 'rehabilitator.selfRehab.recommendedOption',
    defaultMessage: '{name} (recommandé)',
  },
  kind: { id: 'rehabilitator.selfRehab.kind', defaultMessage: 'Utilisation' },
  kindSelf: {
    id: 'rehabilitator.selfRehab.kindSelf',
    defaultMessage: 'En auto-rééducation',
  },
  kindSelfHint: {
    id: 'rehabilitator.selfRehab.kindSelfHint',
    defaultMessage: 'Le patient le fait seul, depuis son espace.',
  },
  kindSupervised: {
    id: 'rehabilitator.selfRehab.kindSupervised',
    defaultMessage: 'En séance accompagnée',
  },
  kindSupervisedHint: {
    id: 'rehabilitator.selfRehab.kindSupervisedHint',
    defaultMessage: 'Le patient le fait avec vous ou l’équipe.',
  },
  replaces: {
    id: 'rehabilitator.selfRehab.replaces',
    defaultMessage: 'Il remplace le programme en cours du même type.',
  },
  assign: { id: 'rehabilitator.selfRehab.assign', defaultMessage: 'Attribuer' },
  chooseError: {
    id: 'rehabilitator.selfRehab.chooseError',
    defaultMessage: 'Choisissez le programme à attribuer.',
  },
  assigned: {
    id: 'rehabilitator.selfRehab.assigned',
    defaultMessage: '« {name} » est attribué.',
  },
  assignFailed: {
    id: 'rehabilitator.selfRehab.assignFailed',
    defaultMessage: 'Le programme n’a pas été attribué.',
  },
});

/** The programs of one kind assigned to a patient: the one in force, then the previous ones. */
function AssignedPrograms({ patientId, self }: { patientId: string; self: boolean }) {
  const intl = useIntl();
  const timeZone = useTimeZone();
  const query = usePatientPrograms(patientId, self);
  return (
    <Card
      as="section"
      title={intl.formatMessage(self ? messages.selfTitle : messages.supervisedTitle)}
      headingLevel={3}
    >
      <DataState query={query}>
        {(list) => {
          const active = list.find((item) => item.active);
          const previous = list.filter((item) => !item.active);
          return (
            <Stack gap="md">
              {active ? (
                <Stack gap="xs">
                  <ProgramSummary program={active.program} headingLevel={4} />
                  <Text size="small" tone="muted">
                    {intl.formatMessage(messages.since, {
                      date: formatDayOfInstant(active.assignedAt, undefined, timeZone),
                    })}
                  </Text>
                </Stack>
              ) : (
                <EmptyState
                  size="compact"
                  icon={ClipboardX}
                  headingLevel={4}
                  title={intl.formatMessage(self ? messages.noneSelf : messages.noneSupervised)}
                />
              )}
              {previous.length > 0 ? <PreviousPrograms programs={previous} /> : null}
            </Stack>
          );
        }}
      </DataState>
    </Card>
  );
}

function PreviousPrograms({ programs }: { programs: readonly PatientProgram[] }) {
  const intl = useIntl();
  const timeZone = useTimeZone();
  return (
    <Disclosure summary={intl.formatMessage(messages.previous, { count: programs.length })}>
      <ul className={styles.exerciseNames}>
        {programs.map((item) => (
          <li key={item.patientProgramId}>
            <Text size="small">
              {intl.formatMessage(messages.previousItem, {
                name: item.program.name,
                from: formatDayOfInstant(item.assignedAt, undefined, timeZone),
                to: formatDayOfInstant(item.endedAt, undefined, timeZone),
              })}
            </Text>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}

function Recommendation({
  recommended,
  onChoose,
}: {
  recommended: RecommendedProgram;
  onChoose: (program: Program) => void;
}) {
  const intl = useIntl();
  const nameOf = useExerciseName();
  const program = recommended.program;
  return (
    <Card as="section" title={intl.formatMessage(messages.recommendedTitle)} headingLevel={3}>
      {program ? (
        <Stack gap="md">
          <Text tone="muted">{intl.formatMessage(messages.recommendedProduct)}</Text>
          <ProgramSummary
            program={program}
            headingLevel={4}
            actions={
              <Button variant="secondary" icon={Sparkles} onClick={() => onChoose(program)}>
                {intl.formatMessage(messages.useRecommended)}
              </Button>
            }
          />
        </Stack>
      ) : (
        <Stack gap="md">
          <Text tone="muted">{intl.formatMessage(messages.recommendedComposed)}</Text>
          <ol className={styles.exerciseNames}>
            {recommended.exercises.map((exercise) => (
              <li key={`${exercise.order}-${exercise.exerciseId}`}>
                <Text size="small">{nameOf(exercise.exerciseId)}</Text>
              </li>
            ))}
          </ol>
        </Stack>
      )}
    </Card>
  );
}

/**
 * A patient's programs for the rehabilitator: the self-rehabilitation and the supervised program
 * in force, the recommended program, and the form that assigns one of mine or a product program.
 */
export function PatientProgramsPanel({ patientId }: { patientId: string }) {
  const intl = useIntl();
  const toast = useToast();
  const programs = usePrograms();
  const recommended = useRecommendedProgram(patientId);
  const [programId, setProgramId] = useState('');
  const [kind, setKind] = useState<'self' | 'supervised'>('self');
  const [error, setError] = useState<string | undefined>();
  // The mismatches the API listed for the program chosen, until confirmed or cancelled.
  const [mismatched, setMismatched] = useState<{
    program: Program;
    patients: PatientPrescriptionMismatches[];
  } | null>(null);
  const assign = assignProgramWrite(patientId);
  const assigning = useWrite({
    revalidates: assign.revalidates,
    call: ({ program, acknowledged }: { program: Program; acknowledged: boolean }) =>
      assign.call({
        programId: program.id,
        isSelfRehabilitation: kind === 'self',
        acknowledgedMismatches: acknowledged,
      }),
    success: ({ program }) => ({ message: messages.assigned, values: { name: program.name } }),
    onNotice: successToast(toast),
  });
  const recommendedId = recommended.data?.program?.id ?? null;

  const submit = async () => {
    assigning.reset();
    const chosen = programs.data?.find((program) => program.id === programId);
    if (!chosen) {
      setError(intl.formatMessage(messages.chooseError));
      document.getElementById('assign-program')?.focus();
      return;
    }
    setError(undefined);
    await run(chosen, false);
  };

  const run = async (program: Program, acknowledged: boolean) => {
    const result = await assigning.trigger({ program, acknowledged });
    const patients = result && !result.ok ? mismatchesOfProblem(result.problem) : null;
    if (patients) {
      // Not a failure: a question, asked in the dialog.
      assigning.reset();
      setMismatched({ program, patients });
      return;
    }
    setMismatched(null);
    if (result?.ok) {
      setProgramId('');
    }
  };

  const options = (list: readonly Program[]) => {
    const named = (program: Program) => ({
      value: program.id,
      label:
        program.id === recommendedId
          ? intl.formatMessage(messages.recommendedOption, { name: program.name })
          : program.name,
    });
    const mine = list.filter((program) => !program.isProduct).map(named);
    const product = list.filter((program) => program.isProduct).map(named);
    const mineLabel = intl.formatMessage(messages.mine);
    const productLabel = intl.formatMessage(messages.product);
    return [
      ...mine.map((option) => ({ ...option, label: `${mineLabel} – ${option.label}` })),
      ...product.map((option) => ({ ...option, label: `${productLabel} – ${option.label}` })),
    ];
  };

  return (
    <Stack gap="xl">
      <div className={styles.programGrid}>
        <AssignedPrograms patientId={patientId} self />
        <AssignedPrograms patientId={patientId} self={false} />
      </div>
      {recommended.data ? (
        <Recommendation
          recommended={recommended.data}
          onChoose={(program) => {
            setProgramId(program.id);
            setKind('self');
            document.getElementById('assign-program')?.focus();
          }}
        />
      ) : null}
      <PrescriptionConfirmDialog
        occasion="assign"
        patients={mismatched?.patients ?? null}
        onConfirm={() => (mismatched ? run(mismatched.program, true) : Promise.resolve())}
        onCancel={() => setMismatched(null)}
      />
      <Card as="section" title={intl.formatMessage(messages.assignTitle)} headingLevel={3}>
        <DataState query={programs}>
          {(list) => (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <Stack gap="lg">
                {assigning.error ? (
                  <Alert tone="danger" title={intl.formatMessage(messages.assignFailed)}>
                    {assigning.error}
                  </Alert>
                ) : null}
                <Select
                  id="assign-program"
                  label={intl.formatMessage(messages.program)}
                  placeholder={intl.formatMessage(messages.choose)}
                  value={programId}
                  error={error}
                  onValueChange={(value) => {
                    setProgramId(value);
                    setError(undefined);
                  }}
                  options={options(list)}
                />
                <RadioGroup
                  label={intl.formatMessage(messages.kind)}
                  hint={intl.formatMessage(messages.replaces)}
                  value={kind}
                  onValueChange={(value) => setKind(value === 'supervised' ? 'supervised' : 'self')}
                  options={[
                    {
                      value: 'self',
                      label: intl.formatMessage(messages.kindSelf),
                      hint: intl.formatMessage(messages.kindSelfHint),
                    },
                    {
                      value: 'supervised',
                      label: intl.formatMessage(messages.kindSupervised),
                      hint: intl.formatMessage(messages.kindSupervisedHint),
                    },
                  ]}
                />
                <div>
                  <Button type="submit" loading={assigning.isMutating}>
                    {intl.formatMessage(messages.assign)}
                  </Button>
                </div>
              </Stack>
            </form>
          )}
        </DataState>
      </Card>
    </Stack>
  );
}
