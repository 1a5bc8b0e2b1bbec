import { EmptyState, Heading, Stack, Text } from '@oxilio/ui';
import { ClipboardList } from 'lucide-react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { ProgramActions, ProgramList, usePrograms } from '../../../features/programs';
import { rehabilitatorPaths } from '../manifest';
import { programsMessages as messages } from './programsMessages';

const editPath = (id: string) => rehabilitatorPaths.newProgram({ id });

/** The product (oxilio) programs, read-only: add one to mine, or copy it to adapt it. */
export function ProductProgramsTab() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user } = useSession();
  const programs = usePrograms();
  return (
    <Stack gap="lg">
      <Heading level={2}>{title}</Heading>
      <Text tone="muted">{intl.formatMessage(messages.productIntro)}</Text>
      <DataState
        query={programs}
        isEmpty={(list) => !list.some((program) => program.isProduct)}
        empty={
          <EmptyState icon={ClipboardList} title={intl.formatMessage(messages.productEmpty)} />
        }
      >
        {(list) => (
          <ProgramList
            programs={list.filter((program) => program.isProduct)}
            renderActions={(program) =>
              user?.reeducatorId ? (
                <ProgramActions
                  program={program}
                  rehabilitatorId={user.reeducatorId}
                  editPath={editPath}
                  ownPrograms={list}
                />
              ) : null
            }
          />
        )}
      </DataState>
    </Stack>
  );
}

export default ProductProgramsTab;
