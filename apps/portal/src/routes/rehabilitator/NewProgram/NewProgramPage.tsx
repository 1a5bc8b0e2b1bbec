import { Alert, Link, PageHeader, Stack, useToast } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { useExercises } from '../../../features/exercises';
import { ProgramBuilder, useMyPrograms, useProgramMutations } from '../../../features/programs';
import { defineMessages } from '../../../i18n/defineMessages';
import { rehabilitatorPaths } from '../manifest';

const messages = defineMessages({
  modifyTitle: {
    id: 'rehabilitator.newProgram.modifyTitle',
    defaultMessage: 'Modifier « {name} »',
  },
  intro: {
    id: 'rehabilitator.newProgram.intro',
    defaultMessage:
      'Choisissez les exercices dans la bibliothèque, puis réglez l’ordre, le nombre de séries, leur durée et le repos.',
  },
  back: { id: 'rehabilitator.newProgram.back', defaultMessage: 'Retour à mes programmes' },
  notFound: {
    id: 'rehabilitator.newProgram.notFound',
    defaultMessage: 'Ce programme ne fait pas partie de vos programmes.',
  },
  saved: { id: 'rehabilitator.newProgram.saved', defaultMessage: '« {name} » est enregistré.' },
});

/** Builds a new program, or modifies one of the rehabilitator's own (`nouveau-programme/:id`). */
export function NewProgramPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const toast = useToast();
  const navigate = useNavigate();
  const { id } = useParams<{ id?: string }>();
  const { user } = useSession();
  const rehabilitatorId = user?.reeducatorId ?? '';
  const exercises = useExercises();
  const mine = useMyPrograms(id ? rehabilitatorId : null);
  const mutations = useProgramMutations(rehabilitatorId);
  const backTo = `${rehabilitatorPaths.programs}/mesProgrammes`;
  const back = (
    <Link as={RouterLink} to={backTo} standalone>
      {intl.formatMessage(messages.back)}
    </Link>
  );
  const program = id ? mine.data?.find((candidate) => candidate.id === id) : undefined;

  const builder = (
    <DataState query={exercises}>
      {(library) => (
        <ProgramBuilder
          key={program?.id ?? 'new'}
          program={program}
          library={library}
          onSave={(input, acknowledged) =>
            program ? mutations.modify(program.id, input, acknowledged) : mutations.create(input)
          }
          onSaved={(saved) => {
            toast.show({
              tone: 'success',
              title: intl.formatMessage(messages.saved, { name: saved.name }),
            });
            void navigate(backTo);
          }}
          onCancel={() => void navigate(backTo)}
        />
      )}
    </DataState>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={program ? intl.formatMessage(messages.modifyTitle, { name: program.name }) : title}
        description={intl.formatMessage(messages.intro)}
        back={back}
      />
      {id ? (
        <DataState query={mine}>
          {(list) =>
            list.some((candidate) => candidate.id === id) ? (
              builder
            ) : (
              <Alert tone="warning">{intl.formatMessage(messages.notFound)}</Alert>
            )
          }
        </DataState>
      ) : (
        builder
      )}
    </Stack>
  );
}

export default NewProgramPage;
