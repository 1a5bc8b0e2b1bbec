import { EmptyState } from '@oxilio/ui';
import { Music } from 'lucide-react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { defineMessages } from '../../../i18n/defineMessages';
import { useSoundPrograms } from '../api/getSoundPrograms';
import {
  soundProgramAudioUrl,
  soundProgramDescription,
  soundProgramName,
} from '../soundProgramText';
import { SoundProgramPlayer } from './SoundProgramPlayer';
import * as styles from './soundPrograms.css';

const messages = defineMessages({
  emptyTitle: {
    id: 'patient.soundPrograms.emptyTitle',
    defaultMessage: 'Aucun programme sonore pour le moment.',
  },
});

export interface SoundProgramListProps {
  /** Level of each program's title. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
}

/** The sound programs, each with its player (one plays at a time). */
export function SoundProgramList({ headingLevel = 3 }: SoundProgramListProps) {
  const intl = useIntl();
  const query = useSoundPrograms();
  return (
    <DataState
      query={query}
      isEmpty={(list) => list.soundPrograms.length === 0}
      empty={
        <EmptyState icon={Music} size="compact" title={intl.formatMessage(messages.emptyTitle)} />
      }
    >
      {({ soundPrograms }) => (
        <ul className={styles.grid}>
          {soundPrograms.map((program) => (
            <li key={program.id} className={styles.gridItem}>
              <SoundProgramPlayer
                name={soundProgramName(intl, program)}
                description={soundProgramDescription(intl, program)}
                durationSeconds={program.durationSeconds}
                src={soundProgramAudioUrl(program)}
                headingLevel={headingLevel}
              />
            </li>
          ))}
        </ul>
      )}
    </DataState>
  );
}
