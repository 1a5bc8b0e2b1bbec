import { EmptyState, Heading, Inline, Link, Stack } from '@oxilio/ui';
import { ClipboardList } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { ProgramActions, ProgramList, useMyPrograms } from '../../../features/programs';
import { rehabilitatorPaths } from '../manifest';
import { programsMessages as messages } from './programsMessages';

const editPath = (id: string) => rehabilitatorPaths.newProgram({ id });

/** The rehabilitator's own programs: create, modify, copy, delete. */
export function MyProgramsTab() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user } = useSession();
  const rehabilitatorId = user?.reeducatorId ?? null;
  const programs = useMyPrograms(rehabilitatorId);
  const create = (
    <Link as={RouterLink} to={rehabilitatorPaths.newProgram({})} standalone weight="bold">
      {intl.formatMessage(messages.newProgram)}
    </Link>
  );
  return (
    <Stack gap="lg">
      <Inline gap="md" align="spaceBetween" alignY="center" wrap>
        <Heading level={2}>{title}</Heading>
        {create}
      </Inline>
      <DataState
        query={programs}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={ClipboardList}
            title={intl.formatMessage(messages.mineEmptyTitle)}
            description={intl.formatMessage(messages.mineEmptyBody)}
            action={create}
          />
        }
      >
        {(list) => (
          <ProgramList
            programs={list}
            renderActions={(program) => (
              <ProgramActions
                program={program}
                rehabilitatorId={rehabilitatorId!}
                editPath={editPath}
                ownPrograms={list}
              />
            )}
          />
        )}
      </DataState>
    </Stack>
  );
}

export default MyProgramsTab;
