import type { PatientRecap } from '@oxilio/domain/contract';
import { Button, Dialog } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { startupMessages as messages } from './messages';
import { rankName, tagName } from '../features/achievements';

/** A rank of the recap (contract's RecapRank). */
export type Rank = NonNullable<PatientRecap['newRank']>;
/** A tag of the recap (contract's RecapTag). */
export type Tag = PatientRecap['newTags'][number];

interface AchievementDialogProps {
  /** Called when the patient closes the dialog (button, close button, Escape, outside click). */
  onClose: () => void;
}

function AchievementDialog({
  title,
  text,
  onClose,
}: AchievementDialogProps & { title: string; text: string }) {
  const intl = useIntl();
  return (
    <Dialog
      open
      size="small"
      onOpenChange={(open) => {
        if (!open) {
          onClose();
        }
      }}
      title={title}
      description={text}
      footer={<Button onClick={onClose}>{intl.formatMessage(messages.continue)}</Button>}
    />
  );
}

export interface RankDialogProps extends AchievementDialogProps {
  /** The rank the patient has just reached. */
  rank: Pick<Rank, 'id' | 'nameKey'>;
}

/** Congratulates the patient on a new rank (until acknowledged: docs/product.md#start-up-modals). */
export function RankDialog({ rank, onClose }: RankDialogProps) {
  const intl = useIntl();
  const name = rankName(rank.nameKey);
  return (
    <AchievementDialog
      title={intl.formatMessage(messages.rankTitle)}
      text={
        name
          ? intl.formatMessage(messages.rankText, { rank: intl.formatMessage(name) })
          : intl.formatMessage(messages.rankTextUnnamed)
      }
      onClose={onClose}
    />
  );
}

export interface TagDialogProps extends AchievementDialogProps {
  /** The tag (achievement) the patient has just earned. */
  tag: Pick<Tag, 'id' | 'nameKey'>;
}

/** Congratulates the patient on a new tag (until acknowledged: docs/product.md#start-up-modals). */
export function TagDialog({ tag, onClose }: TagDialogProps) {
  const intl = useIntl();
  const name = tagName(tag.nameKey);
  return (
    <AchievementDialog
      title={intl.formatMessage(messages.tagTitle)}
      text={
        name
          ? intl.formatMessage(messages.tagText, { tag: intl.formatMessage(name) })
          : intl.formatMessage(messages.tagTextUnnamed)
      }
      onClose={onClose}
    />
  );
}
